import type { PendingPlanView } from './live-state.ts';
import type { ClientEvent } from './wire-types.ts';

interface PlanGroupView {
  name: string;
  items: string[];
}

const record = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The plan's groups and items as lines a person can read; the plan is `unknown` on the wire, read defensively. */
function planGroups(plan: unknown): PlanGroupView[] {
  const groups = record(plan).groups;
  if (!Array.isArray(groups)) return [];
  return groups.slice(0, 50).map((group) => {
    const items = record(group).items;
    return {
      name: String(record(group).name ?? 'Group'),
      items: (Array.isArray(items) ? items : []).slice(0, 100).map((item) => {
        const { title, quantity, uom } = record(item);
        return typeof quantity === 'number'
          ? `${String(title)} — ${quantity} ${String(uom ?? '')}`
          : String(title);
      }),
    };
  });
}

/** A proposed plan: what was understood, its items, and "Approve plan" / "Reject". */
export function PlanReview({ plan, send }: { plan: PendingPlanView; send: (event: ClientEvent) => boolean }) {
  const groups = planGroups(plan.plan);
  return (
    <section className="card plan" aria-labelledby="plan-heading">
      <h2 id="plan-heading">Plan to review</h2>
      {plan.summary && <p>{plan.summary}</p>}
      {plan.understood.length > 0 && <p className="muted">Understood: {plan.understood.join('; ')}</p>}
      {groups.map((group) => (
        <div key={`${group.name}:${group.items[0] ?? ''}`}>
          <h3>{group.name}</h3>
          <ul className="plan-items">
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      <div className="actions">
        <button
          type="button"
          className="primary"
          onClick={() => send({ type: 'approve_plan', planId: plan.planId })}
        >
          Approve plan
        </button>
        <button type="button" onClick={() => send({ type: 'reject_plan', planId: plan.planId })}>
          Reject
        </button>
      </div>
    </section>
  );
}
