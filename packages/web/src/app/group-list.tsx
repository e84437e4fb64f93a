import { EditField } from './edit-field.tsx';
import { formatCents, formatQuantity, parseDollarsToCents } from './format.ts';
import { type MaterialChange, MaterialDetails } from './material-details.tsx';
import type { Estimate, LineItem, Totals, UpdateLineItemBody } from './wire-types.ts';

type LineChange = Omit<UpdateLineItemBody, 'version'>;

interface GroupListProps {
  estimate: Estimate;
  totals: Totals;
  fresh: string[];
  busy: boolean;
  onEditItem: (itemId: string, change: LineChange) => void;
  onRenameGroup: (groupId: string, name: string) => void;
  onEditMaterial: (itemId: string, materialId: string, change: MaterialChange) => void;
}

/** Id of a line's row, so QA warnings can link to it. */
export const lineAnchor = (itemId: string) => `line-${itemId}`;

/** The engine's per-line totals (`totals.byItem`), read defensively: the wire schema keeps them loose. */
export function itemTotalsOf(totals: Totals): Record<string, { extendedCents?: number }> {
  const byItem = (totals as { byItem?: unknown }).byItem;
  return typeof byItem === 'object' && byItem !== null
    ? (byItem as Record<string, { extendedCents?: number }>)
    : {};
}

interface LineRowProps extends Omit<GroupListProps, 'estimate' | 'totals' | 'onRenameGroup'> {
  item: LineItem;
  extendedCents: number | undefined;
}

function LineRow({ item, extendedCents, fresh, busy, onEditItem, onEditMaterial }: LineRowProps) {
  const rateLabel = item.type === 'assembly' ? 'Labor per unit' : 'Unit cost';
  return (
    <li
      id={lineAnchor(item.id)}
      className={`line ${fresh.includes(item.id) ? 'fresh' : ''} ${item.issues.length ? 'has-issues' : ''}`}
      data-line-id={item.id}
    >
      <div className="line-main">
        <EditField
          className="title"
          label={`Title of ${item.title}`}
          value={item.title}
          disabled={busy}
          onCommit={(title) => {
            if (!title.trim()) return false;
            onEditItem(item.id, { title: title.trim() });
            return true;
          }}
        />
        <span className={`pill pricing-${item.pricingState}`}>{item.pricingState.replace('_', ' ')}</span>
      </div>
      <div className="line-numbers">
        <div className="field">
          <span className="field-label">Qty</span>
          <EditField
            label={`Quantity of ${item.title}`}
            value={formatQuantity(item.quantity)}
            inputMode="decimal"
            disabled={busy}
            onCommit={(text) => {
              const quantity = Number(text);
              if (!Number.isFinite(quantity) || quantity < 0 || text.trim() === '') return false;
              onEditItem(item.id, { quantity });
              return true;
            }}
          />
          <span className="uom">{item.uom}</span>
        </div>
        <div className="field">
          <span className="field-label">{rateLabel}</span>
          <EditField
            label={`${rateLabel} of ${item.title}`}
            value={(item.rateCents / 100).toFixed(2)}
            inputMode="decimal"
            disabled={busy}
            onCommit={(text) => {
              const rateCents = parseDollarsToCents(text);
              if (rateCents === undefined) return false;
              onEditItem(item.id, { rateCents });
              return true;
            }}
          />
        </div>
        {extendedCents !== undefined && (
          <span className="amount line-total">{formatCents(extendedCents)}</span>
        )}
      </div>
      {item.labor && <p className="provenance">Labor: {item.labor.formula}</p>}
      {item.unresolvedReason && <p className="warning">{item.unresolvedReason}</p>}
      {item.issues.map((issue) => (
        <p key={`${issue.code}:${issue.message}`} className={`issue ${issue.severity}`}>
          {issue.message}
        </p>
      ))}
      {item.materials.length > 0 && (
        <MaterialDetails
          materials={item.materials}
          busy={busy}
          onEditMaterial={(materialId, change) => onEditMaterial(item.id, materialId, change)}
        />
      )}
    </li>
  );
}

/** Groups with their lines; quantity, unit cost and title are edited in place. */
export function GroupList({
  estimate,
  totals,
  fresh,
  busy,
  onEditItem,
  onRenameGroup,
  onEditMaterial,
}: GroupListProps) {
  const byItem = itemTotalsOf(totals);
  if (estimate.groups.length === 0) {
    return <p className="muted card">No lines yet: describe the job in the chat and approve the plan.</p>;
  }
  return (
    <section aria-label="Line items" className="groups">
      {estimate.groups.map((group) => (
        <section key={group.id} className={`card group ${fresh.includes(group.id) ? 'fresh' : ''}`}>
          <h2>
            <EditField
              className="title"
              label={`Name of group ${group.name}`}
              value={group.name}
              disabled={busy}
              onCommit={(name) => {
                if (!name.trim()) return false;
                onRenameGroup(group.id, name.trim());
                return true;
              }}
            />
          </h2>
          <ul className="lines">
            {group.items.map((item) => (
              <LineRow
                key={item.id}
                item={item}
                extendedCents={byItem[item.id]?.extendedCents}
                fresh={fresh}
                busy={busy}
                onEditItem={onEditItem}
                onEditMaterial={onEditMaterial}
              />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
