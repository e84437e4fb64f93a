import type { Uom } from '@quoin/core/browser';
import { type FormEvent, useState } from 'react';
import { parseDollarsToCents } from './format.ts';
import type { CreateLineItemBody } from './wire-types.ts';

export type NewLine = Omit<CreateLineItemBody, 'version'>;

/** Units a person adds a line in most often; the API takes every unit of the protocol. */
const UNITS = [
  'each',
  'sq_ft',
  'linear_ft',
  'hour',
  'day',
  'lump_sum',
  'gallon',
  'sheet',
  'box',
] as const satisfies readonly Uom[];
const TYPES = [
  ['material', 'Material'],
  ['assembly', 'Labor'],
  ['equipment', 'Equipment'],
  ['permit', 'Permit'],
  ['allowance', 'Allowance'],
] as const;

/** A line typed by the user: title, quantity, unit and unit cost; the engine totals and validates it. */
export function AddLineForm({
  groupName,
  busy,
  onAdd,
}: {
  groupName: string;
  busy: boolean;
  onAdd: (line: NewLine) => void;
}) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [uom, setUom] = useState<(typeof UNITS)[number]>('each');
  const [type, setType] = useState<(typeof TYPES)[number][0]>('material');
  const [cost, setCost] = useState('');
  const [problem, setProblem] = useState<string>();
  if (!open) {
    return (
      <button type="button" className="link" disabled={busy} onClick={() => setOpen(true)}>
        + Add a line to {groupName}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(quantity);
    const rateCents = parseDollarsToCents(cost);
    if (!title.trim()) return setProblem('Give the line a title.');
    if (!Number.isFinite(count) || count < 0 || quantity.trim() === '')
      return setProblem('Quantity must be a number of 0 or more.');
    if (rateCents === undefined || cost.trim() === '')
      return setProblem('Unit cost must be an amount in dollars, like 12.50.');
    onAdd({ type, title: title.trim(), quantity: count, uom, rateCents });
    setOpen(false);
    setTitle('');
    setCost('');
    setProblem(undefined);
  };
  return (
    <form className="add-line" aria-label={`Add a line to ${groupName}`} onSubmit={submit}>
      <input
        aria-label="New line title"
        placeholder="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <select
        aria-label="New line type"
        value={type}
        onChange={(e) => setType(e.target.value as typeof type)}
      >
        {TYPES.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <input
        aria-label="New line quantity"
        inputMode="decimal"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <select aria-label="New line unit" value={uom} onChange={(e) => setUom(e.target.value as typeof uom)}>
        {UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {unit.replace('_', ' ')}
          </option>
        ))}
      </select>
      <input
        aria-label="New line unit cost"
        inputMode="decimal"
        placeholder="Unit cost $"
        value={cost}
        onChange={(e) => setCost(e.target.value)}
      />
      <button type="submit" disabled={busy}>
        Add line
      </button>
      <button type="button" className="link" onClick={() => setOpen(false)}>
        Cancel
      </button>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
    </form>
  );
}
