import {
  type Estimate,
  type EstimateTotals,
  findLocation,
  formatCents,
  type Plan,
  QuoinError,
  runEstimatePipeline,
  slug,
  validatePlan,
} from '@quoin/core';
import { defineTool } from '../../tools/define-tool.ts';
import type { AgentContext } from '../pipeline/agent-context.ts';
import { specFor } from '../pipeline/agent-specs.ts';
import { runEstimatingAgent } from '../pipeline/run-estimating-agent.ts';
import { type BidReading, bidReadingSchema, parseMoneyCents } from './bid-reading.ts';
import { readBidTable } from './read-bid-table.ts';
import { type PdfLine, readPdfLines } from './read-pdf-lines.ts';

export interface ImportedBid {
  reading: BidReading;
  /** Which reading was used. */
  readBy: 'model' | 'table heuristic';
  plan: Plan;
  estimate: Estimate;
  totals: EstimateTotals;
  /** The bid's stated figures next to the engine's, so a person sees at once whether they agree. */
  reconciliation: { label: string; bidCents: number; engineCents: number }[];
}

const lineKey = (page: number, line: number) => `${page}/${line}`;

/** Every amount printed on each line, to hold a model's reading to what the bid says. */
function amountsByLine(lines: readonly PdfLine[]): Map<string, Set<number>> {
  const amounts = new Map<string, Set<number>>();
  for (const line of lines) {
    const found = line.cells.map((c) => parseMoneyCents(c.text)).filter((v): v is number => v !== undefined);
    amounts.set(lineKey(line.page, line.line), new Set(found));
  }
  return amounts;
}

function structureBidTool(lines: readonly PdfLine[], onReading: (reading: BidReading) => void) {
  const amounts = amountsByLine(lines);
  return defineTool({
    name: 'structure_bid',
    description: 'Submits the bid as groups of lines with exact values (cents) and their page and line.',
    category: 'import',
    uiPlacement: 'service',
    priority: 9,
    inputSchema: bidReadingSchema,
    examples: [
      {
        description: 'One line',
        args: {
          groups: [
            {
              name: 'Tile',
              lines: [
                {
                  title: 'Floor tile',
                  quantity: 40,
                  uom: 'sq_ft',
                  unitPriceCents: 1475,
                  amountCents: 59000,
                  page: 1,
                  line: 8,
                },
              ],
            },
          ],
        },
      },
    ],
    execute(reading) {
      for (const line of reading.groups.flatMap((g) => g.lines)) {
        const printed = amounts.get(lineKey(line.page, line.line));
        if (!printed?.has(line.amountCents))
          throw new QuoinError(
            'VALIDATION_FAILED',
            `"${line.title}": ${formatCents(line.amountCents)} is not printed on page ${line.page} line ${line.line}; copy the bid's amount exactly`,
          );
      }
      onReading(reading);
      return { groups: reading.groups.length, lines: reading.groups.reduce((n, g) => n + g.lines.length, 0) };
    },
  });
}

async function readWithModel(
  context: AgentContext,
  lines: readonly PdfLine[],
  heuristic: BidReading,
): Promise<BidReading | undefined> {
  let reading: BidReading | undefined;
  const text = lines
    .map((l) => `p${l.page} l${l.line}: ${l.cells.map((c) => c.text).join(' | ')}`)
    .join('\n');
  const prompt = `Bid text, by page and line:\n${text}\n\nTable heuristic reading:\n\`\`\`json\n${JSON.stringify(heuristic)}\n\`\`\``;
  await runEstimatingAgent(context, specFor(context, 'import'), prompt, {
    tools: [structureBidTool(lines, (r) => (reading = r))],
    stopAfter: ['structure_bid'],
  });
  return reading;
}

/** The reading as a source-backed plan: every line keeps the bid's unit price and line total to the cent. */
export function bidToPlan(reading: BidReading, fileName: string, zip?: string): Plan {
  const validated = validatePlan({
    title: reading.title,
    summary: `Imported from ${fileName}`,
    ...(zip ? { zip } : {}),
    groups: reading.groups.map((group) => ({
      name: group.name,
      items: group.lines.map((line) => ({
        title: line.title,
        // The bid states a price, not its labor and material split: carried at the bid's price, at cost.
        type: 'allowance',
        quantity: line.quantity,
        uom: line.uom,
        rateCents:
          line.unitPriceCents ??
          (line.quantity > 0 ? Math.round(line.amountCents / line.quantity) : line.amountCents),
        sourceBacked: {
          source: `${fileName} page ${line.page}, line ${line.line}`,
          amountCents: line.amountCents,
        },
      })),
    })),
    assumptions: [`Values as stated in ${fileName}; compare against market rates before relying on them.`],
  });
  if (!validated.ok)
    throw new QuoinError(
      'INVALID_UPLOAD',
      `The bid could not be read as a plan: ${validated.problems[0]?.message}`,
    );
  return validated.value;
}

function percentOf(reading: BidReading, pattern: RegExp): number {
  return reading.summary.find((s) => pattern.test(s.label))?.percent ?? 0;
}

/**
 * Import mode (spec §4.4): a PDF bid → text with positions → a reading (a model through `structure_bid` when
 * one is configured, held to the amounts printed on each line; the table heuristic otherwise) → a source-backed
 * plan → an estimate whose lines equal the bid's to the cent, with the bid's overhead and profit percentages and
 * no markups or QA additions of ours. Returns the bid's totals next to the engine's.
 */
export async function importBid(
  data: Uint8Array,
  options: { fileName: string; id: string; now: string; context?: AgentContext },
): Promise<ImportedBid> {
  const lines = await readPdfLines(data);
  const title = lines[0]?.cells.map((c) => c.text).join(' ') || 'Imported bid';
  const heuristic = readBidTable(lines, title);
  const modelReading = options.context ? await readWithModel(options.context, lines, heuristic) : undefined;
  const reading = modelReading ?? heuristic;
  if (reading.groups.length === 0)
    throw new QuoinError(
      'INVALID_UPLOAD',
      `No priced lines found in ${options.fileName} (is it a scanned image?)`,
    );
  const zip = findLocation(lines.map((l) => l.cells.map((c) => c.text).join(' ')).join('\n')).location?.zip;
  const plan = bidToPlan(reading, options.fileName, zip);
  const registry = options.context?.tradeRegistry ?? (await import('@quoin/core')).defaultTradeRegistry();
  // The bid's own order of sections, not our trade sequence; no QA pass, so its values stay to the cent.
  const order = new Map(plan.groups.map((group, index) => [slug(group.name), index]));
  const { estimate, totals } = await runEstimatePipeline(plan, {
    registry,
    priceSource: { kind: 'imported_bid', search: async () => [] },
    id: options.id,
    now: options.now,
    zip,
    settings: {
      laborMarkupPercent: 0,
      materialMarkupPercent: 0,
      overheadPercent: percentOf(reading, /overhead|o ?& ?p/i),
      profitPercent: percentOf(reading, /profit/i),
    },
    qa: false,
    afterExecute: (executed) => ({
      ...executed,
      groups: executed.groups
        .map((group) => ({ ...group, sortOrder: order.get(slug(group.name)) ?? group.sortOrder }))
        .sort((a, b) => a.sortOrder - b.sortOrder),
    }),
  });
  const stated = (pattern: RegExp) => reading.summary.find((s) => pattern.test(s.label))?.amountCents;
  const reconciliation = [
    { label: 'Subtotal', bidCents: stated(/^sub ?-?total/i), engineCents: totals.subtotalCents },
    { label: 'Total', bidCents: stated(/^(grand )?total/i), engineCents: totals.grandTotalCents },
  ].filter((r): r is ImportedBid['reconciliation'][number] => r.bidCents !== undefined);
  return {
    reading,
    readBy: modelReading ? 'model' : 'table heuristic',
    plan,
    estimate,
    totals,
    reconciliation,
  };
}
