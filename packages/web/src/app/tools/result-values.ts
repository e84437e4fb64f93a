import { formatCents } from '../format.ts';

/** A field name as a heading: `normalizedTotalCents` → "Normalized total". */
export function headingOf(key: string): string {
  const words = key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One cell's text: money fields (…Cents) as dollars, lists joined, objects as short JSON. */
export function cellText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && /Cents$/.test(key)) return formatCents(value);
  if (typeof value === 'number')
    return Number.isInteger(value) ? value.toLocaleString('en-US') : String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An array that reads as a table: every element an object. */
export function isTable(value: unknown): value is JsonRecord[] {
  return Array.isArray(value) && value.length > 0 && value.every(isRecord);
}

/** The columns of a table: every key of any row, in first-seen order. */
export function columnsOf(rows: JsonRecord[]): string[] {
  const columns: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  return columns;
}
