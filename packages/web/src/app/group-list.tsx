import { useState } from 'react';
import { AddLineForm, type NewLine } from './add-line-form.tsx';
import { EditField } from './edit-field.tsx';
import { AddMaterialForm, type NewMaterial } from './editing/add-material-form.tsx';
import type { MoveHandler } from './editing/editing-api.ts';
import { formatCents, formatQuantity, parseDollarsToCents } from './format.ts';
import { type MaterialChange, MaterialDetails } from './material-details.tsx';
import { AlternatePill } from './proposal/alternate-pill.tsx';
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
  onAddItem: (groupId: string, line: NewLine) => void;
  onDuplicateItem: (groupId: string, item: LineItem) => void;
  onDeleteItem: (itemId: string) => void;
  onAddGroup: (name: string) => void;
  onDeleteGroup: (groupId: string) => void;
  /** Moves a group, or a line within its group, one place up or down. */
  onMove?: MoveHandler;
  onAddMaterial?: (itemId: string, material: NewMaterial) => void;
  onRemoveMaterial?: (itemId: string, materialId: string) => void;
  /** Every line's cost code (its own or its trade's CSI default), from the estimate response. */
  costCodes?: Record<string, { code: string; title: string }>;
}

/** Id of a line's row, so QA warnings can link to it. */
export const lineAnchor = (itemId: string) => `line-${itemId}`;

/** The engine's per-line totals (`totals.byItem`), read defensively: the wire schema keeps them loose. */
function itemTotalsOf(totals: Totals): Record<string, { extendedCents?: number }> {
  const byItem = (totals as { byItem?: unknown }).byItem;
  return typeof byItem === 'object' && byItem !== null
    ? (byItem as Record<string, { extendedCents?: number }>)
    : {};
}

interface LineRowProps
  extends Pick<GroupListProps, 'fresh' | 'busy' | 'onEditItem' | 'onEditMaterial' | 'onDeleteItem'> {
  item: LineItem;
  extendedCents: number | undefined;
  costCode?: string | undefined;
  onDuplicate: () => void;
  onMove?: MoveHandler | undefined;
  onAddMaterial?: GroupListProps['onAddMaterial'];
  onRemoveMaterial?: GroupListProps['onRemoveMaterial'];
}

/** ↑ and ↓ buttons named after what they move. */
function MoveButtons({
  kind,
  id,
  name,
  busy,
  onMove,
}: {
  kind: 'group' | 'item';
  id: string;
  name: string;
  busy: boolean;
  onMove: MoveHandler | undefined;
}) {
  if (!onMove) return null;
  return (
    <>
      <button
        type="button"
        className="link"
        disabled={busy}
        aria-label={`Move ${name} up`}
        onClick={() => onMove(kind, id, 'up')}
      >
        ↑
      </button>
      <button
        type="button"
        className="link"
        disabled={busy}
        aria-label={`Move ${name} down`}
        onClick={() => onMove(kind, id, 'down')}
      >
        ↓
      </button>
    </>
  );
}

function LineRow({
  item,
  extendedCents,
  costCode,
  fresh,
  busy,
  onEditItem,
  onEditMaterial,
  onDeleteItem,
  onDuplicate,
  onMove,
  onAddMaterial,
  onRemoveMaterial,
}: LineRowProps) {
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
        {item.type === 'allowance' ? (
          <span className="pill allowance" title="A budget the client picks against later">
            allowance
          </span>
        ) : null}
        <AlternatePill target={item} />
        <span className="line-actions">
          <MoveButtons kind="item" id={item.id} name={item.title} busy={busy} onMove={onMove} />
          <button
            type="button"
            className="link"
            disabled={busy}
            onClick={onDuplicate}
            aria-label={`Duplicate ${item.title}`}
          >
            Duplicate
          </button>
          <button
            type="button"
            className="link danger"
            disabled={busy}
            onClick={() => onDeleteItem(item.id)}
            aria-label={`Delete ${item.title}`}
          >
            Delete
          </button>
        </span>
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
          <span className="field-label">Code</span>
          <EditField
            label={`Cost code of ${item.title}`}
            value={item.costCode ?? costCode ?? ''}
            disabled={busy}
            onCommit={(text) => {
              if (text.trim().length > 40) return false;
              // Emptied: back to the CSI default of the line's trade.
              onEditItem(item.id, { costCode: text.trim() === '' ? null : text.trim() });
              return true;
            }}
          />
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
          onRemoveMaterial={onRemoveMaterial && ((materialId) => onRemoveMaterial(item.id, materialId))}
        />
      )}
      {onAddMaterial && (item.type === 'assembly' || item.type === 'material') ? (
        <AddMaterialForm
          lineTitle={item.title}
          busy={busy}
          onAdd={(material) => onAddMaterial(item.id, material)}
        />
      ) : null}
    </li>
  );
}

function AddGroupForm({ busy, onAdd }: { busy: boolean; onAdd: (name: string) => void }) {
  const [name, setName] = useState('');
  return (
    <form
      className="add-group"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return;
        onAdd(name.trim());
        setName('');
      }}
    >
      <input
        aria-label="New group name"
        placeholder="New group, e.g. Electrical"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" disabled={busy || !name.trim()}>
        Add group
      </button>
    </form>
  );
}

/** Groups with their lines; quantity, unit cost and title are edited in place; lines and groups added and deleted. */
export function GroupList(props: GroupListProps) {
  const { estimate, totals, fresh, busy, onEditItem, onRenameGroup, onEditMaterial } = props;
  const byItem = itemTotalsOf(totals);
  if (estimate.groups.length === 0) {
    return (
      <section aria-label="Line items" className="groups">
        <p className="muted card">
          No lines yet: describe the job in the chat and approve the plan, or add a group.
        </p>
        <AddGroupForm busy={busy} onAdd={props.onAddGroup} />
      </section>
    );
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
            <AlternatePill target={group} />
            <MoveButtons
              kind="group"
              id={group.id}
              name={`group ${group.name}`}
              busy={busy}
              onMove={props.onMove}
            />
            <button
              type="button"
              className="link danger"
              disabled={busy}
              aria-label={`Delete group ${group.name}`}
              onClick={() => props.onDeleteGroup(group.id)}
            >
              Delete group
            </button>
          </h2>
          <ul className="lines">
            {group.items.map((item) => (
              <LineRow
                key={item.id}
                item={item}
                extendedCents={byItem[item.id]?.extendedCents}
                costCode={props.costCodes?.[item.id]?.code}
                fresh={fresh}
                busy={busy}
                onEditItem={onEditItem}
                onEditMaterial={onEditMaterial}
                onDeleteItem={props.onDeleteItem}
                onDuplicate={() => props.onDuplicateItem(group.id, item)}
                onMove={props.onMove}
                onAddMaterial={props.onAddMaterial}
                onRemoveMaterial={props.onRemoveMaterial}
              />
            ))}
          </ul>
          <AddLineForm groupName={group.name} busy={busy} onAdd={(line) => props.onAddItem(group.id, line)} />
        </section>
      ))}
      <AddGroupForm busy={busy} onAdd={props.onAddGroup} />
    </section>
  );
}
