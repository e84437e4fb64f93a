import { formatCents } from '@quoin/core';
import type { Leveling } from './level-bids.ts';

/** The leveling in print markup (Markdown-compatible): totals, recommendation, outliers, exclusions. */
export function levelingSummaryMarkup(leveling: Leveling, title: string): string {
  const out: string[] = [
    `# Bid leveling: ${title}`,
    '',
    `Our estimate: ${formatCents(leveling.estimateLinesCents)} (lines leveled)`,
    '',
  ];
  out.push('## Normalised totals', '|* Bidder | Bid total | Plugs | Normalised | Rank |');
  for (const bidder of [...leveling.bidders].sort((a, b) => a.rank - b.rank))
    out.push(
      `| ${bidder.bidder}${bidder.abnormallyLowPercent !== null ? ' (abnormally low)' : ''} | ${formatCents(bidder.baseTotalCents)} | ${formatCents(bidder.plugsCents)} | ${formatCents(bidder.normalizedTotalCents)} | ${bidder.rank} |`,
    );
  out.push('', '## Recommendation');
  if (leveling.recommendation) {
    out.push(leveling.recommendation.bidder, '');
    for (const reason of leveling.recommendation.reasons) out.push(`- ${reason}`);
  } else out.push('No bid can be recommended: every bid is abnormally low against the others.');
  if (leveling.outliers.length > 0) {
    out.push('', '## Outliers');
    for (const o of leveling.outliers)
      out.push(
        `- ${o.bidder}, ${o.title}: ${formatCents(o.amountCents)} against a median of ${formatCents(o.medianCents)} (${o.deviationPercent}%)`,
      );
  }
  out.push('', '## Exclusions and qualifications');
  for (const bidder of leveling.bidders) {
    const notes = [
      ...bidder.exclusions.map((e) => `excludes ${e}`),
      ...bidder.qualifications,
      ...bidder.arithmeticIssues,
    ];
    out.push(`- ${bidder.bidder}: ${notes.length > 0 ? notes.join('; ') : 'none stated'}`);
  }
  return `${out.join('\n')}\n`;
}
