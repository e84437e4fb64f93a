import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { checkedPer, invalidData, parseDataFile } from './parse-data-file.ts';
import type { ParseState } from './parse-state.ts';

const FILE = 'lexicon/whole-job-kinds.yaml';
const schema = z.strictObject({
  groups: z.array(
    z.strictObject({
      kinds: z.array(z.string().min(1)).min(1),
      sizedBy: z.literal('house').optional(),
      includes: z.array(z.string().min(1)),
    }),
  ),
});
type WholeJobGroups = z.infer<typeof schema>['groups'];

export function parseWholeJobKinds(yamlText: string): WholeJobGroups {
  return parseDataFile(schema, FILE, yamlText).groups;
}

/** Assembly id of a whole job → the trades and assemblies whose lines it includes, and whether the home's size sizes it. */
type WholeJobs = Map<string, { includes: ReadonlySet<string>; byHouse: boolean }>;

/** The bundled whole-job kinds checked against one registry, once per registry. */
export const wholeJobKinds = checkedPer(() => parseWholeJobKinds(readBundledText(FILE)), checkWholeJobKinds);

/**
 * Whole-job groups checked against a registry: every kind an assembly, every include a trade (all its lines) or
 * an assembly (only its lines: a refacing includes the doors it is made of, not the countertops beside it).
 */
export function checkWholeJobKinds(registry: TradeRegistry, groups: WholeJobGroups): WholeJobs {
  const map: WholeJobs = new Map();
  groups.forEach((group, index) => {
    for (const part of group.includes)
      if (!registry.get(part) && !registry.assemblyById(part))
        invalidData(FILE, `groups.${index}.includes`, `no trade or assembly "${part}"`);
    for (const kind of group.kinds) {
      if (!registry.assemblyById(kind)) invalidData(FILE, `groups.${index}.kinds`, `no assembly "${kind}"`);
      map.set(kind, { includes: new Set(group.includes), byHouse: group.sizedBy === 'house' });
    }
  });
  return map;
}

export const isWholeJob = (registry: TradeRegistry, assemblyId: string) =>
  wholeJobKinds(registry).has(assemblyId);

/** Whether a kind of work is one of a whole job's own parts (its assembly or, not a whole job itself, its trade). */
export function isPartOfWholeJob(
  registry: TradeRegistry,
  wholeAssemblyId: string,
  part: { assemblyId: string; tradeId: string },
): boolean {
  const jobs = wholeJobKinds(registry);
  const includes = jobs.get(wholeAssemblyId)?.includes;
  if (!includes || part.assemblyId === wholeAssemblyId) return false;
  return includes.has(part.assemblyId) || (!jobs.has(part.assemblyId) && includes.has(part.tradeId));
}

/**
 * "A gut renovation of the condo with a new kitchen and two baths": after a sentence is read, the lines of the
 * clause that names a whole job and of the clauses after it in the sentence that belong to the trades the job
 * includes are dropped, and the plan says the job includes them. `clauseStarts[i]` is where clause i's lines
 * begin in `state.drafts`; lines before `from` are other sentences'.
 */
export function foldPartsIntoWholeJob(
  state: ParseState,
  from: number,
  clauseStarts: readonly number[],
  houseFloorSqFt: number | undefined,
): void {
  const wholeJobs = wholeJobKinds(state.registry);
  const at = state.drafts.findIndex((d, i) => i >= from && wholeJobs.has(d.draft.assemblyId));
  if (at < 0) return;
  const whole = state.drafts[at]!;
  const { includes, byHouse } = wholeJobs.get(whole.draft.assemblyId)!;
  const draft = whole.draft;
  const clauseStart = Math.max(from, ...clauseStarts.filter((start) => start <= at));
  const clauseEnd = Math.min(state.drafts.length, ...clauseStarts.filter((start) => start > at));
  // "Gut renovation of a 6x9 bathroom": a room's own whole job read in the clause is the job, not the home's.
  if (byHouse && state.drafts.slice(clauseStart, clauseEnd).some((d) => d.fromTemplate)) {
    state.drafts.splice(at, 1);
    return;
  }
  if (byHouse && houseFloorSqFt !== undefined && draft.uom === 'sq_ft' && draft.quantity !== houseFloorSqFt) {
    whole.draft = { ...draft, quantity: houseFloorSqFt, quantitySource: 'stated', quantityStated: true };
    delete whole.draft.typical;
    // The size first worked out from a room named among the parts no longer holds: its notes go.
    const stale = (note: string) => note.startsWith(`${draft.title}: `);
    state.understood = state.understood.filter((note) => !stale(note));
    state.assumptions = state.assumptions.filter((note) => !stale(note));
    const sized = `${draft.title}: ${houseFloorSqFt.toLocaleString('en-US')} sq ft, the home's stated floor area.`;
    state.understood.push(sized);
    state.assumptions.push(sized);
  }
  const parts = state.drafts.filter(
    (d, i) =>
      i >= clauseStart &&
      i !== at &&
      // An assembly named in `includes` is a part even when it is a whole job alone ("a TI with two private offices").
      (includes.has(d.draft.assemblyId) ||
        (!wholeJobs.has(d.draft.assemblyId) && includes.has(d.draft.tradeId))),
  );
  if (parts.length === 0) return;
  state.drafts = state.drafts.filter((d) => !parts.includes(d));
  const titles = [...new Set(parts.map((d) => d.draft.title.toLowerCase()))];
  state.assumptions.push(
    `${draft.title} priced as one whole job, which includes what was named with it: ${titles.join(', ')}.`,
  );
}
