import type { LineItem } from '../estimate/estimate-schema.ts';
import type { RequestActions } from './request-actions.ts';

function spaced(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** The first of `phrases` the text says: the lists are sorted longest first at load ("pressure wash" before "wash"). */
function saysAny(text: string, phrases: readonly string[]): string | undefined {
  return phrases.find((phrase) => text.includes(` ${phrase} `));
}

// Words of a clause that only sizes or places: "about 1,100 sf", "12x16".
const SIZE_WORDS =
  /\b(?:about|around|roughly|approx|approximately|sq|ft|sf|feet|foot|square|squares|lf|x|by|of|the|in|on|a|an)\b/g;

// A removal said after its thing ("the old deck torn out") still only removes it.
const AFTER_ITS_THING = /(?:ed|torn (?:out|off|down)|taken (?:out|down)|hauled (?:away|off)|ripped out)$/;
const FILLERS =
  /\b(?:need|needs|want|wants|please|to|we|i|would|like|also|then|just|and|old|existing|be|have|has|get)\b/g;

/** "LVP 500 sq ft with removal of old carpet": a thing named before the removal is new work of the clause. */
function namesBefore(clause: string, removal: string): boolean {
  if (AFTER_ITS_THING.test(removal)) return false;
  const before = clause.slice(0, clause.indexOf(` ${removal} `));
  return /[a-z]{3,}/.test(
    before
      .replace(/\d+/g, ' ')
      .replace(SIZE_WORDS, ' ')
      .replace(FILLERS, ' ')
      .replace(/\bwith\b/g, ' '),
  );
}

/** The removal asked when every clause of the request asks upkeep or removal ("tear out the old deck, 12x16"). */
function removalOnly(request: string, actions: RequestActions): string | undefined {
  const clauses = request
    .split(/[.;:()!?\n]+|,(?!\d)|\s-\s/)
    .map(spaced)
    .filter((clause) => /[a-z]{3,}/.test(clause.replace(/\d+/g, ' ').replace(SIZE_WORDS, ' ')));
  const said = clauses.map((clause) => {
    const removal = saysAny(clause, actions.removal);
    return removal && !namesBefore(clause, removal) ? removal : saysAny(clause, actions.upkeep);
  });
  return said.every((word) => word !== undefined)
    ? said.find((word) => actions.removal.includes(word ?? ''))
    : undefined;
}

/**
 * A request that asks only for upkeep or removal ("power wash the house", "tear out the old deck") priced as new
 * work (new siding, a new deck): the reader likely priced the thing the work is done on, and a person checks it.
 */
export function actionDoubts(request: string, items: readonly LineItem[], actions: RequestActions): string[] {
  const text = spaced(request);
  if (saysAny(text, actions.newWork)) return [];
  const upkeep = saysAny(text, actions.upkeep) ?? removalOnly(request, actions);
  const symptom = upkeep ? undefined : saysAny(text, actions.symptoms);
  if (!upkeep && !symptom) return [];
  // Asked only removal, any line that removes nothing is new work ("Storage shed" for a shed torn down).
  const removing = upkeep !== undefined && actions.removal.includes(upkeep);
  const newWork = items.filter((item) => {
    if (item.type !== 'assembly' && item.type !== 'material') return false;
    const title = spaced(item.title);
    const first = title.trim().split(' ')[0] ?? '';
    if (actions.newWorkTitles.includes(first)) return true;
    return (
      removing &&
      !actions.upkeepTitles.includes(first) &&
      !actions.removalTitles.some((word) => title.includes(` ${word} `))
    );
  });
  const first = newWork[0];
  if (!first) return [];
  const more =
    newWork.length > 1
      ? ` and ${newWork.length - 1} more line${newWork.length > 2 ? 's' : ''} of new work`
      : '';
  if (symptom) {
    return [
      `The request says "${symptom}" and asks for no new work, but I priced "${first.title}"${more}: is a repair visit meant, or a new one?`,
    ];
  }
  return [
    `The request asks to ${upkeep} and names no new work, but I priced "${first.title}"${more}: is new work meant, or only the ${upkeep}?`,
  ];
}
