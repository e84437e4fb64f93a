import { dollarsToCents } from '@quoin/core/browser';

// Cents become dollars on screen with core's formatCents (123456 → "$1,234.56"): one rounding and format rule.
export { formatCents } from '@quoin/core/browser';

/** Dollars typed by a person → integer cents, or undefined when it is not a non-negative amount. */
export function parseDollarsToCents(text: string): number | undefined {
  const value = Number(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value >= 0 ? dollarsToCents(value) : undefined;
}

export function formatQuantity(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0+$/, '');
}

export function formatDate(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US');
}
