import type { EstimateHeaderPatch } from '@quoin/protocol';
import { type FormEvent, useState } from 'react';
import { useFormDraft } from '../form-draft/use-form-draft.ts';
import type { Estimate } from '../wire-types.ts';

type Fields = {
  title: string;
  clientName: string;
  clientContact: string;
  jobAddress: string;
  issuedOn: string;
  validityDays: string;
};

function fieldsOf(title: string, header: Estimate['header']): Fields {
  return {
    title,
    clientName: header?.clientName ?? '',
    clientContact: header?.clientContact ?? '',
    jobAddress: header?.jobAddress ?? '',
    issuedOn: header?.issuedOn ?? '',
    validityDays: header?.validityDays ? String(header.validityDays) : '',
  };
}

/** The form as a header patch: an emptied field clears it; a validity that is not 1–365 days is refused. */
export function headerPatchOf(fields: Fields): EstimateHeaderPatch | string {
  const days = fields.validityDays.trim();
  const validityDays = days === '' ? null : Number(days);
  if (validityDays !== null && (!Number.isInteger(validityDays) || validityDays < 1 || validityDays > 365))
    return 'Validity is a whole number of days from 1 to 365.';
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    clientName: text(fields.clientName),
    clientContact: text(fields.clientContact),
    jobAddress: text(fields.jobAddress),
    issuedOn: text(fields.issuedOn),
    validityDays,
  };
}

const LABELS: [keyof Fields, string, string][] = [
  ['title', 'Title', 'text'],
  ['clientName', 'Client name', 'text'],
  ['clientContact', 'Client contact', 'text'],
  ['jobAddress', 'Job address', 'text'],
  ['issuedOn', 'Issued on', 'date'],
  ['validityDays', 'Valid for (days)', 'text'],
];

/** Client, contact, job address (its ZIP moves and re-prices the estimate), number, issue date, validity. */
export function HeaderPanel({
  estimate,
  onSave,
}: {
  estimate: Estimate;
  /** The header, and the title when it is not blank (an estimate always has one). */
  onSave: (header: EstimateHeaderPatch, title: string | undefined) => Promise<void>;
}) {
  // What the person typed stays while other changes arrive (a chat edit, a second window); see useFormDraft.
  const { fields, setField } = useFormDraft<Fields>(fieldsOf(estimate.title, estimate.header));
  const [problem, setProblem] = useState<string | undefined>();
  const number = estimate.header?.estimateNumber;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const patch = headerPatchOf(fields);
    if (typeof patch === 'string') return setProblem(patch);
    setProblem(undefined);
    await onSave(patch, fields.title.trim() || undefined);
  };
  return (
    <form className="card estimate-header" onSubmit={save} aria-label="Estimate header">
      <h2>
        {number ? `Estimate Q-${String(number).padStart(4, '0')}` : 'Estimate header'}
        {estimate.location ? (
          <span className="hint">
            {' '}
            · priced for {estimate.location.area}, {estimate.location.state}
          </span>
        ) : null}
      </h2>
      <div className="header-fields">
        {LABELS.map(([key, label, type]) => (
          <div key={key} className="company-field">
            <label htmlFor={`header-${key}`}>{label}</label>
            <input
              id={`header-${key}`}
              type={type}
              value={fields[key]}
              onChange={(event) => setField(key, event.target.value)}
            />
          </div>
        ))}
      </div>
      <button type="submit">Save header</button>
      {problem ? (
        <span role="alert" className="company-error">
          {problem}
        </span>
      ) : null}
    </form>
  );
}
