import { type DraftForm, STUDIO_TOOLS } from './draft-config.ts';

interface Props {
  step: string;
  form: DraftForm;
  update: (patch: Partial<DraftForm>) => void;
  isNew: boolean;
}

/** One page of the configurator's wizard. */
export function WizardStep({ step, form, update, isNew }: Props) {
  if (step === 'Prompt')
    return (
      <fieldset>
        <legend>Prompt</legend>
        <label>
          Name
          <input
            value={form.name}
            disabled={!isNew}
            placeholder="permit-check"
            onChange={(event) => update({ name: event.target.value })}
          />
        </label>
        <label>
          Category
          <select
            value={form.category}
            onChange={(event) => update({ category: event.target.value as DraftForm['category'] })}
          >
            {['Analysis', 'Update', 'Report', 'Custom'].map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </label>
        <label>
          Description
          <input value={form.description} onChange={(event) => update({ description: event.target.value })} />
        </label>
        <label>
          Prompt
          <textarea
            rows={5}
            value={form.promptText}
            onChange={(event) => update({ promptText: event.target.value })}
          />
        </label>
        <p className="muted">
          Placeholders: {'{{input.topic}}'}, {'{{bindings.estimate}}'}, {'{{steps.ID.text}}'}.
        </p>
      </fieldset>
    );
  if (step === 'Bindings')
    return (
      <fieldset>
        <legend>Data bindings</legend>
        <label className="inline">
          <input
            type="checkbox"
            checked={form.bindEstimate}
            onChange={(event) => update({ bindEstimate: event.target.checked })}
          />
          The chosen estimate, as {'{{bindings.estimate}}'}
        </label>
        <label>
          Sensitive fields (redacted before any model or log sees them)
          <input
            value={form.sensitiveFields}
            placeholder="title, clientName"
            onChange={(event) => update({ sensitiveFields: event.target.value })}
          />
        </label>
      </fieldset>
    );
  if (step === 'Flow steps')
    return (
      <fieldset>
        <legend>Flow steps</legend>
        <label>
          Steps (JSON: prompt, tool, transform and decision steps)
          <textarea
            rows={10}
            className="code"
            value={form.flowJson}
            onChange={(event) => update({ flowJson: event.target.value })}
          />
        </label>
      </fieldset>
    );
  if (step === 'Output')
    return (
      <fieldset>
        <legend>Output</legend>
        <label>
          Format
          <select
            value={form.outputFormat}
            onChange={(event) => update({ outputFormat: event.target.value as DraftForm['outputFormat'] })}
          >
            {['Markdown', 'JSON', 'CSV'].map((format) => (
              <option key={format}>{format}</option>
            ))}
          </select>
        </label>
        <label>
          Temperature
          <input
            type="number"
            min={0}
            max={2}
            step={0.1}
            value={form.temperature}
            onChange={(event) => update({ temperature: Number(event.target.value) })}
          />
        </label>
      </fieldset>
    );
  return (
    <fieldset>
      <legend>Permissions</legend>
      <label className="inline">
        <input
          type="radio"
          name="access"
          checked={form.access === 'read'}
          onChange={() => update({ access: 'read' })}
        />
        Read only
      </label>
      <label className="inline">
        <input
          type="radio"
          name="access"
          checked={form.access === 'write'}
          onChange={() => update({ access: 'write' })}
        />
        May change estimates
      </label>
      <p className="muted">Tools the agent may call:</p>
      {STUDIO_TOOLS.map((tool) => (
        <label key={tool} className="inline">
          <input
            type="checkbox"
            checked={form.tools.includes(tool)}
            onChange={(event) =>
              update({
                tools: event.target.checked
                  ? [...form.tools, tool]
                  : form.tools.filter((name) => name !== tool),
              })
            }
          />
          {tool}
        </label>
      ))}
      <label>
        Ask me before runs forecast to cost more than ($)
        <input
          inputMode="decimal"
          value={form.approvalAboveDollars}
          placeholder="0.50"
          onChange={(event) => update({ approvalAboveDollars: event.target.value })}
        />
      </label>
    </fieldset>
  );
}
