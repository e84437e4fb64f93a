import { type FormEvent, useState } from 'react';
import { useFormDraft } from '../form-draft/use-form-draft.ts';
import { changesApi } from './changes-api.ts';

/** Saves the estimate's groups and lines, without its client, as a named template. */
export function SaveTemplateForm({ estimateId, defaultName }: { estimateId: string; defaultName: string }) {
  // The default follows the estimate's title (the first job names it) until the person types a name.
  const { fields, setField } = useFormDraft({ name: defaultName });
  const name = fields.name;
  const [status, setStatus] = useState<string | undefined>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { template } = await changesApi.saveTemplate(estimateId, name.trim());
      setStatus(`Saved as template "${template.name}" (${template.lineCount} lines).`);
    } catch (error) {
      setStatus((error as Error).message);
    }
  };
  return (
    <form className="card save-template" aria-label="Save as template" onSubmit={save}>
      <label>
        Template name <input value={name} onChange={(event) => setField('name', event.target.value)} />
      </label>{' '}
      <button type="submit" disabled={!name.trim()}>
        Save as template
      </button>
      {status && <p role="status">{status}</p>}
    </form>
  );
}
