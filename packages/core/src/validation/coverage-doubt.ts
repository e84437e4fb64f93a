import type { LineItem } from '../estimate/estimate-schema.ts';
import { loadReaderWords } from '../scope/correct-spelling.ts';
import { loadWorkRules } from '../scope/load-work-rules.ts';
import { QUANTITY_WORDS } from '../scope/quantity-words.ts';
import { blankContextPhrases } from '../scope/scope-phrases.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { bundledNonWorkWords } from './non-work-words.ts';
import { bundledPartWords } from './part-words.ts';
import type { RequestActions } from './request-actions.ts';
import { buildCoverageLexicon, type CoverageLexicon, unreadWorkWords } from './request-coverage.ts';

const lexicons = new WeakMap<TradeRegistry, CoverageLexicon>();

/**
 * The coverage lexicon of a registry with the bundled work rules and word lists, built once per registry: room
 * words (quantity-words.yaml), the reader's glue and plain words (reader-words.yaml) and parts (part-words.yaml)
 * are non-work too.
 */
export function coverageLexiconFor(registry: TradeRegistry, actions: RequestActions): CoverageLexicon {
  let lexicon = lexicons.get(registry);
  if (lexicon) return lexicon;
  const rules = loadWorkRules();
  const reader = loadReaderWords();
  lexicon = buildCoverageLexicon(
    registry,
    [...rules.work, ...rules.removal],
    bundledNonWorkWords(),
    // A part asked for on its own is part-priced-whole's question ("the igniter" priced as a furnace visit is right).
    [
      ...reader.glue,
      ...reader.plain,
      ...QUANTITY_WORDS.rooms.map((room) => room.label),
      ...bundledPartWords().parts,
    ],
    [...reader.actions, ...actions.newWork, ...actions.upkeep, ...actions.removal],
    actions.removal,
  );
  lexicons.set(registry, lexicon);
  return lexicon;
}

/**
 * Work the request asks for that nothing priced was read from ("wash and stain the siding" priced as the wash):
 * the reading is partial, and the doubt quotes the unread words and names what was priced.
 */
export function coverageDoubts(
  request: string,
  items: readonly LineItem[],
  lexicon: CoverageLexicon,
): string[] {
  // Lines the QA pass adds (a trade's minimum charge, a permit) were read from no words of the request.
  const work = items.filter(
    (item) => (item.type === 'assembly' || item.type === 'material') && item.origin !== 'qa',
  );
  if (work.length === 0) return [];
  // What the reader takes as the site described ("our painted brick fireplace", "it's level") is no work it left
  // unread: the same context phrases are blanked here.
  const unread = unreadWorkWords(blankContextPhrases(request.toLowerCase()), work, lexicon);
  if (unread.length === 0) return [];
  const quoted = unread.map((words) => `"${words}"`).join(', ');
  const priced = work
    .slice(0, 3)
    .map((item) => item.title)
    .join('; ');
  const more = work.length > 3 ? ` and ${work.length - 3} more` : '';
  return [
    `I did not read ${quoted} in the request: only ${priced}${more} is priced. Is ${quoted} work to price as well?`,
  ];
}
