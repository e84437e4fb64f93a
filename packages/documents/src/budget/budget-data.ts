import { z } from 'zod';
import { loadDataFile } from '../data-file.ts';

/** Project types with a cost-per-square-foot range in `data/budget/cost-per-sqft.yaml` (same order). */
export const PROJECT_TYPES = [
  'single_family_new',
  'home_addition',
  'detached_adu',
  'detached_garage',
  'kitchen_remodel',
  'bathroom_remodel',
  'basement_finish',
  'deck',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const QUALITY_LEVELS = ['economy', 'standard', 'premium', 'luxury'] as const;
export type QualityLevel = (typeof QUALITY_LEVELS)[number];

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

const cents = z.number().int().positive();
/** The mark beside a figure written from memory of a publication, as the held-out set uses it. */
export const RECALLED = '[recalled, verify]';
const EDITORIAL_SOURCE = 'quoin-editorial';
const SHARE_TOLERANCE = 0.0005;

const projectTypeSchema = z
  .strictObject({
    id: z.enum(PROJECT_TYPES),
    name: z.string().min(1),
    /** The published source the band is anchored to (never the editorial one alone). */
    source: z.string().min(1),
    /** Some bound is Quoin's own spread around the published anchor. */
    partlyEditorial: z.boolean().default(false),
    /** How the band comes from the source, with "[recalled, verify]" beside any figure not read. */
    basis: z.string().min(1),
    costPerSqFtCents: z.strictObject({ low: cents, typical: cents, high: cents }),
    laborShare: z.number().min(0).max(1),
    divisions: z
      .array(z.strictObject({ name: z.string().min(1), share: z.number().positive().max(1) }))
      .min(1),
  })
  .superRefine((type, context) => {
    const { low, typical, high } = type.costPerSqFtCents;
    if (!(low <= typical && typical <= high))
      context.addIssue({
        code: 'custom',
        path: ['costPerSqFtCents'],
        message: 'expected low ≤ typical ≤ high',
      });
    const total = type.divisions.reduce((sum, division) => sum + division.share, 0);
    if (Math.abs(total - 1) > SHARE_TOLERANCE)
      context.addIssue({ code: 'custom', path: ['divisions'], message: `shares add to ${total}, not 1` });
  });

/** The schema of `data/budget/cost-per-sqft.yaml` (exported for its tests). */
export const budgetDataSchema = z
  .strictObject({
    sources: z.array(
      z
        .strictObject({
          id: z.string().min(1),
          title: z.string().min(1),
          /** read: checked against the publication; recalled: written from memory, to verify. */
          status: z.enum(['read', 'recalled']),
          note: z.string().min(1),
        })
        .refine((source) => source.status === 'read' || source.note.includes(RECALLED), {
          message: `a recalled source's note says "${RECALLED}"`,
        }),
    ),
    qualityLevels: z.record(
      z.enum(QUALITY_LEVELS),
      z.strictObject({ multiplier: z.number().positive(), description: z.string().min(1) }),
    ),
    projectTypes: z.array(projectTypeSchema),
  })
  .superRefine((data, context) => {
    const ids = data.projectTypes.map((type) => type.id);
    if (ids.join() !== PROJECT_TYPES.join())
      context.addIssue({
        code: 'custom',
        path: ['projectTypes'],
        message: `expected ${PROJECT_TYPES.join(', ')}`,
      });
    const sourceIds = new Set(data.sources.map((source) => source.id));
    const recalled = new Set(data.sources.filter((s) => s.status === 'recalled').map((s) => s.id));
    data.projectTypes.forEach((type, index) => {
      if (type.source === EDITORIAL_SOURCE)
        context.addIssue({
          code: 'custom',
          path: ['projectTypes', index, 'source'],
          message: 'a band names its published source; mark editorial bounds with partlyEditorial',
        });
      if (recalled.has(type.source) && !type.basis.includes(RECALLED))
        context.addIssue({
          code: 'custom',
          path: ['projectTypes', index, 'basis'],
          message: `the source is recalled: say "${RECALLED}" beside the figure`,
        });
      if (!sourceIds.has(type.source))
        context.addIssue({
          code: 'custom',
          path: ['projectTypes', index, 'source'],
          message: `no source ${type.source}`,
        });
    });
  });

export type BudgetData = z.infer<typeof budgetDataSchema>;
export type ProjectTypeCosts = BudgetData['projectTypes'][number];

const riskSchema = z.record(
  z.enum(RISK_LEVELS),
  z.strictObject({ down: z.number().min(0).max(0.9), up: z.number().min(0).max(5), description: z.string() }),
);
export type RiskSpreads = z.infer<typeof riskSchema>;

let budgetData: BudgetData | undefined;
let riskSpreads: RiskSpreads | undefined;

/** The bundled cost-per-square-foot ranges, quality multipliers and their sources, validated at first load. */
export function loadBudgetData(): BudgetData {
  budgetData ??= loadDataFile('budget/cost-per-sqft.yaml', budgetDataSchema);
  return budgetData;
}

/** The three-point spreads per risk level, validated at first load. */
export function loadRiskSpreads(): RiskSpreads {
  riskSpreads ??= loadDataFile('budget/risk-levels.yaml', riskSchema);
  return riskSpreads;
}
