import type { Estimate } from '../wire-types.ts';

type Marked = { alternate?: Estimate['groups'][number]['alternate'] };

/** A small label on a group or line offered as an alternate: kind and the client's answer. */
export function AlternatePill({ target }: { target: Marked }) {
  const alternate = target.alternate;
  if (!alternate) return null;
  const answer = alternate.decision === 'pending' ? '' : `, ${alternate.decision}`;
  return (
    <span
      className="pill alternate-pill"
      title="Priced apart from the base bid; the client accepts or declines it"
    >
      {alternate.kind === 'add' ? 'add alternate' : 'deduct alternate'}
      {answer}
    </span>
  );
}
