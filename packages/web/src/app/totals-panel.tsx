import { EditField } from './edit-field.tsx';
import { formatCents } from './format.ts';
import type { Estimate, Totals } from './wire-types.ts';

type Settings = Estimate['settings'];

const PERCENT_FIELDS: { key: keyof Settings; label: string }[] = [
  { key: 'laborMarkupPercent', label: 'Labor markup' },
  { key: 'materialMarkupPercent', label: 'Material markup' },
  { key: 'taxRatePercent', label: 'Tax on materials' },
  { key: 'contingencyPercent', label: 'Contingency' },
  { key: 'overheadPercent', label: 'Overhead' },
  { key: 'profitPercent', label: 'Profit' },
];

const TOTAL_ROWS: { key: keyof Totals; label: string }[] = [
  { key: 'subtotalCents', label: 'Subtotal' },
  { key: 'taxCents', label: 'Tax' },
  { key: 'contingencyCents', label: 'Contingency' },
  { key: 'overheadCents', label: 'Overhead' },
  { key: 'profitCents', label: 'Profit' },
];

/** Markups, tax and contingency (editable percentages) and the totals the engine computed. */
export function TotalsPanel({
  estimate,
  totals,
  onEditSettings,
}: {
  estimate: Estimate;
  totals: Totals;
  onEditSettings: (settings: Partial<Settings>) => void;
}) {
  return (
    <section className="card totals" aria-labelledby="totals-heading">
      <h2 id="totals-heading">Markups and totals</h2>
      <div className="settings">
        {PERCENT_FIELDS.map(({ key, label }) => (
          <div key={key} className="setting">
            <span>{label} %</span>
            <EditField
              label={`${label} percent`}
              value={String(estimate.settings[key])}
              inputMode="decimal"
              onCommit={(text) => {
                const percent = Number(text);
                if (text.trim() === '' || !Number.isFinite(percent) || percent < 0 || percent > 1000)
                  return false;
                onEditSettings({ [key]: percent });
                return true;
              }}
            />
          </div>
        ))}
      </div>
      <dl className="total-rows">
        {totals.allowanceCents ? (
          <div className="allowances">
            <dt>Allowances (in subtotal)</dt>
            <dd>{formatCents(totals.allowanceCents)}</dd>
          </div>
        ) : null}
        {TOTAL_ROWS.map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{formatCents(Number(totals[key] ?? 0))}</dd>
          </div>
        ))}
        <div className="grand">
          <dt>Grand total</dt>
          <dd data-testid="grand-total">{formatCents(totals.grandTotalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
