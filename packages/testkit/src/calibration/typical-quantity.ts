// The job a calibration prices for an assembly: what the reader itself writes for a one-phrase request naming the
// work ("replace faucet", "install seamless gutters"), at the size the reader assumes (a work item's
// typicalQuantity or its sizer) or, where the reader has only its generic fallback, the size in
// calibration-sizes.yaml; a plan line of its own when no phrase reads as the assembly.
import { readFileSync } from 'node:fs';
import { parseScope, type TradeProfile, type TradeRegistry } from '@quoin/core';
import { load as loadYaml } from 'js-yaml';
import { z } from 'zod';

type Assembly = TradeProfile['assemblies'][number];

interface PlanLine {
  title: string;
  assemblyId?: string;
  uom: string;
  quantity: number;
  quantitySource?: string;
}

interface Plan {
  groups: { items: PlanLine[] }[];
  [field: string]: unknown;
}

/** A one-line plan for an assembly at its typical size, and where the size came from. */
export interface CalibrationJob {
  plan: Plan;
  quantity: number;
  /** `work item <id>`, `reader "<text>"`, `calibration size: <why>` or `one unit`. */
  basis: string;
}

/** The one-line job a calibration prices for an assembly. */
export function calibrationJob(
  trade: TradeProfile,
  assembly: Assembly,
  registry: TradeRegistry,
): CalibrationJob {
  const workItems = trade.workItems.filter((w) => w.assembly === assembly.id);
  const phrases = [...workItems.flatMap((w) => w.keywords), ...assembly.keywords];
  const texts = phrases.flatMap((p) =>
    /^(install|replace|repair|add|build)\b/.test(p) ? [p] : [p, `install ${p}`],
  );
  const read = texts.map((text) => ({ text, plan: readPlan(text, assembly, registry) })).find((r) => r.plan);
  const line = read?.plan?.groups[0]?.items[0];
  const listed = calibrationSizes().get(assembly.id);
  const workItem = workItems.find((w) => w.typicalQuantity !== undefined && w.defaultUom === assembly.uom);
  const size = listed
    ? { quantity: listed.quantity, basis: `calibration size: ${listed.why}` }
    : workItem?.typicalQuantity !== undefined
      ? { quantity: workItem.typicalQuantity, basis: `work item ${workItem.id}` }
      : line && read && line.quantitySource === 'typical'
        ? { quantity: line.quantity, basis: `reader "${read.text}"` }
        : { quantity: 1, basis: 'one unit' };
  if (read?.plan && line) {
    line.quantity = size.quantity;
    line.quantitySource = 'stated';
    return { plan: read.plan, ...size, basis: `${size.basis}; priced as "${read.text}"` };
  }
  return { plan: ownPlan(trade, assembly, phrases[0] ?? assembly.name, size.quantity), ...size };
}

/** The reader's plan for a text when it is one line priced by the assembly (its notes dropped), else undefined. */
function readPlan(
  text: string,
  assembly: Assembly,
  registry: TradeRegistry,
): (Plan & Record<string, unknown>) | undefined {
  try {
    const { plan } = parseScope(text, { registry });
    const lines = plan.groups.flatMap((g) => g.items) as PlanLine[];
    return lines.length === 1 && lines[0]?.assemblyId === assembly.id && lines[0].uom === assembly.uom
      ? (plan as unknown as Plan & Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function ownPlan(trade: TradeProfile, assembly: Assembly, phrase: string, quantity: number): Plan {
  const title = `Install ${phrase}`;
  const plan = {
    title,
    summary: `Calibration: ${assembly.id} at its typical size`,
    groups: [
      {
        name: trade.name,
        tradeId: trade.id,
        items: [
          {
            title,
            type: 'assembly',
            quantity,
            uom: assembly.uom,
            quantitySource: 'stated',
            description: '',
            params: {},
            tradeId: trade.id,
            assemblyId: assembly.id,
          },
        ],
      },
    ],
    assumptions: [],
    questions: [],
    exclusions: [],
    doubts: [],
  };
  return plan;
}

const calibrationSizesSchema = z.strictObject({
  sizes: z.array(
    z.strictObject({ assembly: z.string().min(1), quantity: z.number().positive(), why: z.string().min(10) }),
  ),
});

let sizes: Map<string, { quantity: number; why: string }> | undefined;

/** The calibration's own job sizes (calibration-sizes.yaml), validated at load. */
export function calibrationSizes(): Map<string, { quantity: number; why: string }> {
  if (!sizes) {
    const file = new URL('./calibration-sizes.yaml', import.meta.url);
    const parsed = calibrationSizesSchema.parse(loadYaml(readFileSync(file, 'utf8')));
    sizes = new Map(parsed.sizes.map((s) => [s.assembly, { quantity: s.quantity, why: s.why }]));
  }
  return sizes;
}
