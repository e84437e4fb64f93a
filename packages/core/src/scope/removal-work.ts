import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import type { TradeProfile, WorkItem } from '../trades/trade-profile-schema.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { ACTIONS } from './clause-actions.ts';
import { checkedPer, invalidData, parseDataFile } from './parse-data-file.ts';
import type { ClauseContext } from './scope-context.ts';
import type { RuleMatch } from './settle-matches.ts';
import { workItemRule } from './work-item-rule.ts';

const FILE = 'lexicon/removal-counterparts.yaml';
const schema = z.strictObject({ removes: z.record(z.string().min(1), z.string().min(1)) });

/** The file's map (assembly id → removal work item id), read and shape-checked once. */
export function parseRemovalCounterparts(yamlText: string): Record<string, string> {
  return parseDataFile(schema, FILE, yamlText).removes;
}

interface Removal {
  trade: TradeProfile;
  item: WorkItem;
  /** The removed thing's unit and name (its kind of work's first phrase): "Remove metal carport". */
  uom: string;
  thing: string;
}
type Counterparts = Map<string, Removal>;

/** The bundled map checked against one registry, once per registry. */
export const removalCounterparts = checkedPer(
  () => parseRemovalCounterparts(readBundledText(FILE)),
  checkRemovalCounterparts,
);

/** A map checked against a registry: every key an assembly and every value a kind of work with an assembly. */
export function checkRemovalCounterparts(
  registry: TradeRegistry,
  removes: Record<string, string>,
): Counterparts {
  const items = new Map<string, { trade: TradeProfile; item: WorkItem }>();
  for (const trade of registry.all())
    for (const item of trade.workItems) if (item.assembly) items.set(item.id, { trade, item });
  const map: Counterparts = new Map();
  for (const [assemblyId, itemId] of Object.entries(removes)) {
    const found = registry.assemblyById(assemblyId);
    if (!found) invalidData(FILE, `removes.${assemblyId}`, 'no assembly has this id');
    const removal = items.get(itemId);
    if (!removal) invalidData(FILE, `removes.${assemblyId}`, `no kind of work "${itemId}" with an assembly`);
    const thing = found.firstWorkItem?.keywords[0] ?? assemblyId.replace(/_/g, ' ');
    map.set(assemblyId, { ...removal, uom: found.assembly.uom, thing });
  }
  return map;
}

/** Only taking away: a removal said and nothing built, mended or finished. */
export function onlyRemoves(flags: ClauseContext['flags']): boolean {
  return flags.remove && ACTIONS.every((action) => action === 'remove' || !flags[action]);
}

/**
 * "Demolish the sunroom", "remove the old carport": a clause that only takes a thing away prices its removal
 * (data/lexicon/removal-counterparts.yaml), never a new one. The removal keeps the size the clause gives; with
 * none, the named thing's typical size when both are counted in one unit.
 */
export function asRemoval(
  context: ClauseContext,
  matches: RuleMatch[],
  registry: TradeRegistry,
): RuleMatch[] {
  if (!onlyRemoves(context.flags)) return matches;
  const counterparts = removalCounterparts(registry);
  return matches.map((match) => {
    const removal = counterparts.get(match.rule.assemblyId);
    if (!removal) return match;
    const sameUnit = removal.item.defaultUom === removal.uom;
    const typical = (sameUnit && match.rule.typical) || removal.item.typicalQuantity;
    const item = typical === undefined ? removal.item : { ...removal.item, typicalQuantity: typical };
    const rule = workItemRule('removal', removal.trade, item);
    return rule ? { ...match, rule: { ...rule, title: `Remove ${removal.thing}` } } : match;
  });
}
