import type { Estimate, Totals } from '../wire-types.ts';
import { AlternatesCard, type AlternateTarget } from './alternates-card.tsx';
import type { AlternateTotalsWire } from './proposal-api.ts';
import { ShareCard } from './share-card.tsx';

/** The workspace's proposal cards: alternates with base bid and contract total, and sending with signatures. */
export function ProposalPanel({
  estimate,
  totals,
  busy,
  onMark,
  onSent,
}: {
  estimate: Estimate;
  totals: Totals;
  busy: boolean;
  onMark: (target: AlternateTarget, kind: 'add' | 'deduct' | null) => void;
  onSent: () => Promise<void>;
}) {
  const wire = totals as Totals & {
    alternates?: AlternateTotalsWire[];
    baseBidCents?: number;
    acceptedAlternatesCents?: number;
  };
  const alternates = wire.alternates ?? [];
  return (
    <>
      <AlternatesCard
        estimate={estimate}
        alternates={alternates}
        totals={{
          baseBidCents: wire.baseBidCents ?? totals.grandTotalCents,
          acceptedAlternatesCents: wire.acceptedAlternatesCents ?? 0,
          grandTotalCents: totals.grandTotalCents,
        }}
        busy={busy}
        onMark={onMark}
      />
      <ShareCard
        estimate={estimate}
        alternateTitles={Object.fromEntries(alternates.map((alternate) => [alternate.id, alternate.title]))}
        onSent={onSent}
      />
    </>
  );
}
