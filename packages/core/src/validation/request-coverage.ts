import type { LineItem } from '../estimate/estimate-schema.ts';
import type { WorkRule } from '../scope/work-rule.ts';
import { foldWord } from '../trades/match-text.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import type { NonWorkWords } from './non-work-words.ts';

/** What the lexicon knows as work, and which words each priced kind of work can be read from. */
export interface CoverageLexicon {
  /** Every word some kind of work is said with (its keywords), folded: "stain", "veneer", "leak", "inlet". */
  workWords: ReadonlySet<string>;
  /** The words each assembly's work is read from (its keywords, its work items' and its rules' nouns), by trade/assembly. */
  assemblyWords: ReadonlyMap<string, ReadonlySet<string>>;
  /** The trades whose kinds of work each work word is said with ("slab" → concrete_flatwork, demolition …). */
  wordTrades: ReadonlyMap<string, ReadonlySet<string>>;
  /** Words that never count as work: actions, places, rooms, qualities, filler. */
  nonWork: ReadonlySet<string>;
  /** Words that ask for work done (install, replace, stain, wash): a thing said after one is asked for. */
  actions: ReadonlySet<string>;
  /** Words that ask for removal: the thing said after one is the old thing, not new work asked. */
  removal: ReadonlySet<string>;
  /** Symptoms ("leak", "crack"): a work word before one names where the work is, and must be read. */
  symptoms: ReadonlySet<string>;
}

/** A request's words as the reader folds them, with where each stands: "Stained decks" → stain@0, deck@1. */
export function requestWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(foldWord);
}

function wordsOf(phrases: readonly string[]): string[] {
  return phrases.flatMap(requestWords).filter((word) => /^[a-z]{3,}$/.test(word));
}

/** The plain words of a rule's noun pattern ("(?:bath ?)?tubs?|bathtubs?" → bath, tub, bathtub). */
function patternWords(source: string): string[] {
  return wordsOf([source.replace(/\\[a-z]/g, ' ').replace(/[^a-z]+/g, ' ')]);
}

/** The coverage lexicon of a registry and its work rules, built once per registry by the caller. */
export function buildCoverageLexicon(
  registry: TradeRegistry,
  rules: readonly WorkRule[],
  nonWork: NonWorkWords,
  extraNonWork: readonly string[],
  actionWords: readonly string[],
  removalWords: readonly string[],
): CoverageLexicon {
  const workWords = new Set<string>();
  const wordTrades = new Map<string, Set<string>>();
  const know = (tradeId: string, words: readonly string[]) => {
    for (const word of words) {
      workWords.add(word);
      const trades = wordTrades.get(word) ?? new Set<string>();
      trades.add(tradeId);
      wordTrades.set(word, trades);
    }
  };
  const assemblyWords = new Map<string, Set<string>>();
  const add = (key: string, words: readonly string[]) => {
    const set = assemblyWords.get(key) ?? new Set<string>();
    for (const word of words) set.add(word);
    assemblyWords.set(key, set);
  };
  for (const trade of registry.all()) {
    for (const assembly of trade.assemblies) {
      const words = wordsOf([...assembly.keywords, assembly.name]);
      know(trade.id, wordsOf(assembly.keywords));
      add(`${trade.id}/${assembly.id}`, words);
    }
    for (const item of trade.workItems) {
      const words = wordsOf(item.keywords);
      know(trade.id, words);
      if (item.assembly) add(`${trade.id}/${item.assembly}`, words);
    }
  }
  for (const rule of rules) add(`${rule.tradeId}/${rule.assemblyId}`, patternWords(rule.noun));
  const lists = [
    nonWork.actions,
    nonWork.places,
    nonWork.qualities,
    nonWork.filler,
    nonWork.symptoms,
    extraNonWork,
  ];
  return {
    workWords,
    wordTrades,
    assemblyWords,
    nonWork: new Set(lists.flatMap((list) => wordsOf([...list]))),
    actions: new Set(wordsOf([...nonWork.actions, ...actionWords])),
    removal: new Set(wordsOf([...removalWords])),
    symptoms: new Set(wordsOf(nonWork.symptoms)),
  };
}

/** The words a priced line may have been read from: its kind of work's words and its own title's. */
function lineWords(item: LineItem, lexicon: CoverageLexicon): string[] {
  const assemblyId = item.labor?.assemblyId;
  const tradeId = item.labor?.tradeId ?? item.tradeId;
  const known = assemblyId && tradeId ? lexicon.assemblyWords.get(`${tradeId}/${assemblyId}`) : undefined;
  return [...(known ?? []), ...requestWords(item.title)];
}

// Where a clause breaks (",", ".", " - "): a run of words never reaches across it.
const BREAK = '#';

/**
 * A word the lexicon does not know as work that is an action it knows, re-done or as a participle, is that action:
 * "restain", "staining", "stained" → "stain".
 */
function asAction(word: string, lexicon: CoverageLexicon): string {
  const forms = [word.replace(/ing$/, ''), word.replace(/ed$/, ''), word.replace(/d$/, '')];
  // "repair" is no "pair", "refinish" is its own work: a known word keeps its re-.
  if (!lexicon.workWords.has(word)) forms.push(word.replace(/^re/, ''));
  return (
    forms.find((stem) => stem !== word && lexicon.actions.has(stem) && lexicon.workWords.has(stem)) ?? word
  );
}

/**
 * The request's words as `requestWords` folds them, with a break mark where a clause ends; a word the lexicon does
 * not know that is a form of an action it knows is that action ("restain", "staining" → "stain").
 */
function wordsWithBreaks(text: string, lexicon: CoverageLexicon): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[,.;:!?()\n]+|\s[-–]\s/g, ` ${BREAK} `)
    .split(/[^a-z0-9#]+/)
    .filter(Boolean)
    .map(foldWord)
    .map((word) => asAction(word, lexicon));
}

// Words after which a work word is where or why the work is done, not the work asked: "vent through the roof",
// "behind the stove", "ready for paint", "remove the old asphalt", "keep the faucet", "no plumbing".
const PLACE_BEFORE = new Set(
  'in on at to through thru over under behind above below beneath from for into onto around along near beside between by inside outside can ready old existing current when like where than against across off out keep keeping no not without except is are there theres of'.split(
    ' ',
  ),
);
// Words a thing asked for stands after with nothing between that matters: "the", "a", "our", "new".
const DETERMINERS = new Set('the a an my our their his her this that these those some all its'.split(' '));
// Words after a thing that say what it is, not what to do: "the drywall is already up", "the studs are open".
const STATES = new Set('is are was were has have'.split(' '));
// Words that state what is there ("there's a slab leak"): a symptom said after one is still asked about.
const STATED = new Set('there theres is are'.split(' '));
// Words that ask for the thing after them: "need a …", "want …".
const ASKING = new Set('need want also plus get please'.split(' '));

/** A word the lexicon does not know at all ("solar", "pellet"): it may describe the work word after it. */
function unknown(word: string, lexicon: CoverageLexicon): boolean {
  return (
    /^[a-z]{4,}$/.test(word) &&
    !lexicon.workWords.has(word) &&
    !lexicon.nonWork.has(word) &&
    !lexicon.actions.has(word) &&
    !PLACE_BEFORE.has(word)
  );
}

/**
 * The index of the word before `index`, past determiners, figures and words that only describe: "install 2 new" →
 * "install"; -1 at the request's start.
 */
function askedAfter(words: readonly string[], index: number, lexicon: CoverageLexicon): number {
  let i = index - 1;
  while (i >= 0) {
    const word = words[i] ?? '';
    if (PLACE_BEFORE.has(word) || word === 'and') return i;
    const describes =
      DETERMINERS.has(word) || /^\d/.test(word) || (lexicon.nonWork.has(word) && !lexicon.actions.has(word));
    if (!describes) return i;
    i--;
  }
  return -1;
}

/**
 * Whether the run ending at `end` describes a priced thing said right after it ("motion sensor flood lights"): a
 * read word that is itself the head, not a modifier of more unread work ("radiant floor heating mat").
 */
function modifiesRead(
  words: readonly string[],
  end: number,
  read: ReadonlySet<string>,
  unread: readonly boolean[],
  lexicon: CoverageLexicon,
): boolean {
  for (let i = end + 1; i < words.length && i <= end + 3; i++) {
    const word = words[i] ?? BREAK;
    // "a slab leak" priced as a leak: the thing a symptom is in is what the work is on, not a modifier.
    if (read.has(word)) return !lexicon.symptoms.has(word) && !unread[i + 1];
    if (word === BREAK || DETERMINERS.has(word) || PLACE_BEFORE.has(word) || word === 'and') return false;
  }
  return false;
}

/** Whether a word or its stem was read: "painted" by a line that paints. */
function readAs(word: string, read: ReadonlySet<string>): boolean {
  return read.has(word) || [/ed$/, /d$/, /ing$/].some((ending) => read.has(word.replace(ending, '')));
}

/**
 * The work words of a request that no priced line can have been read from, as runs of the request's words
 * ("stain", "stacked stone veneer"): the lexicon knows them as work, nothing priced says them, and they stand where
 * a thing asked for stands (after an action, a clause's start or "need"), not where a place, a reason or a modifier
 * of a priced thing stands. After "and" only an action counts ("wash and stain the siding").
 */
export function unreadWorkWords(
  request: string,
  items: readonly LineItem[],
  lexicon: CoverageLexicon,
): string[] {
  const read = new Set(items.flatMap((item) => lineWords(item, lexicon)));
  const pricedTrades = new Set(items.map((item) => item.labor?.tradeId ?? item.tradeId));
  const words = wordsWithBreaks(request, lexicon);
  // A work word of a trade already priced is that trade's detail ("needs new wiring" beside a fan, "a roof leak"
  // beside flashing); a work word only other trades say is work no line took up.
  const otherTrade = (word: string) =>
    ![...(lexicon.wordTrades.get(word) ?? [])].some((tradeId) => pricedTrades.has(tradeId));
  const unread = words.map(
    (word) =>
      lexicon.workWords.has(word) && !lexicon.nonWork.has(word) && !readAs(word, read) && otherTrade(word),
  );
  const runs: string[] = [];
  for (let start = 0; start < words.length; start++) {
    if (!unread[start]) continue;
    let end = start;
    while (unread[end + 1]) end++;
    const at = askedAfter(words, start, lexicon);
    const before = words[at] ?? BREAK;
    const asked =
      before === BREAK ||
      ASKING.has(before) ||
      lexicon.actions.has(before) ||
      (before === 'and' && lexicon.actions.has(words[start] ?? ''));
    const said = STATES.has(words[end + 1] ?? '') || lexicon.removal.has(before);
    // "suspected slab leak", "a slab leak": the thing a symptom is in, read or not, is where the work is.
    const symptomOf =
      lexicon.symptoms.has(words[end + 1] ?? '') && (!PLACE_BEFORE.has(before) || STATED.has(before));
    if ((asked || symptomOf) && !said && !modifiesRead(words, end, read, unread, lexicon)) {
      // The words the lexicon does not know right before the run describe it: quoted with it ("solar panel").
      let from = start;
      while (from > at + 1 && unknown(words[from - 1] ?? '', lexicon)) from--;
      runs.push(words.slice(from, end + 1).join(' '));
    }
    start = end;
  }
  return runs;
}
