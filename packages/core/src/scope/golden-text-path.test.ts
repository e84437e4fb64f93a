import { beforeAll, describe, expect, it } from 'vitest';
import { compilePlan } from '../plan/compile-plan.ts';
import type { PlanInput } from '../plan/plan-schema.ts';
import { assertValidPlan } from '../plan/validate-plan.ts';
import { GOLDEN_REQUESTS } from '../quality/golden-requests.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

/**
 * The golden requests read from their words: each must give the lines of its hand plan (titles may differ;
 * assembly, quantity and unit must match). The hand plan names work by title, so both plans are compiled and
 * compared by the assembly the engine picks.
 */
const registry = defaultTradeRegistry();

function compiledLines(plan: PlanInput, zip: string): string[] {
  return compilePlan(assertValidPlan(plan), registry, zip)
    .groups.flatMap((group) => group.items)
    .map((item) => `${item.assembly?.assembly.id ?? item.item.title} ${item.item.quantity} ${item.item.uom}`)
    .sort();
}

// Where the text path and the hand plan still differ, and why. An entry that starts to match fails the test,
// so the list only shrinks.
const KNOWN_DIFFERENCES: Record<string, string> = {
  'paint-bedroom':
    'The hand plan deducts openings (350 sq ft); the parser prices perimeter × height with none deducted (384).',
  'wallpaper-removal': 'Same openings deduction: 350 by hand, 384 parsed.',
  'paint-living-and-kitchen':
    'Ceilings not sized in the text: typical living room and kitchen give 440 sq ft; the hand plan says 450.',
  'reroof-20-squares':
    'The hand plan adds 180 LF of drip edge the request does not mention; the reroof assembly already includes drip edge.',
  'reroof-with-decking':
    '"A few sheets" is read as 3 (96 sq ft), the hand plan allows 4 (128); and the hand title "Replace roof sheathing" compiles to asphalt_shingle_reroof, not roof_sheathing.',
  'small-bath-remodel':
    'The request lists its scope; the bathroom template still adds its full scope (gut, drywall, fan, GFCI, light, ceiling paint) instead of only the listed items.',
  'kitchen-refresh':
    'Template ratios (13 LF base, 23 LF demo, 28 sq ft top, 20 sq ft backsplash, 5 lights) differ from the hand allowances; "paint" also reads as painting the cabinets.',
};

describe('golden requests read from their text', () => {
  it.each(GOLDEN_REQUESTS.map((request) => [request.id, request] as const))('%s', (id, request) => {
    const parsed = parseScope(request.text, { defaultZip: request.zip });
    const got = compiledLines(parsed.plan, request.zip);
    const want = compiledLines(request.plan, request.zip);
    if (KNOWN_DIFFERENCES[id]) expect(got).not.toEqual(want);
    else expect(got).toEqual(want);
  });
});
