/**
 * The chunker: a clause cut into mentions, each with its own action and its own sizes, so a verb attaches to
 * its object and not to every noun of the clause ("walls painted and carpet replaced" is two mentions: paint
 * the walls, replace the carpet). Pure: text in, mentions out; the clause flags of each mention are read from
 * its own words by the same `clauseFlags` every rule uses.
 */
import { findMeasures } from './parse-quantity.ts';
import { blankContextPhrases, type ClauseFlags, clauseFlags, clausePattern } from './scope-phrases.ts';

/** What a mention asks for, in the classes the work rules tell apart (remove goes with either). */
export type MentionAction = 'build' | 'finish' | 'repair' | 'clean' | 'refinish' | 'remove';

/** One thing worked on with its own action: "carpet replaced in a 12x14 bedroom". */
export interface Mention {
  /** The words of the mention as it is read (the verb, then its object). */
  text: string;
  /** Where its words are in the clause (the object's words when the verb was shared). */
  start: number;
  end: number;
  /** The action words that govern it, as written ("painted", "new"); undefined when none was said. */
  verb?: string;
  actions: MentionAction[];
  /** Whether the verb came from another part of the clause ("replace the vanity and toilet": toilet). */
  verbShared: boolean;
  /** The sizes and counts said inside the mention, as written ("12x14", "2"). */
  sizes: string[];
}

interface Segment {
  start: number;
  end: number;
  text: string;
  actions: MentionAction[];
  verb?: string;
  /** The verb comes after its object ("walls painted", "carpet needs replacing"). */
  after: boolean;
  /** Only action words, no object ("paint" in "paint and recarpet the bedroom"). */
  bare: boolean;
  /** Where the segment's verb starts: a removal verb after a thing it does not follow ("tile 200 sq ft remove
   * old vinyl") takes out only what comes after it. */
  verbAt: number;
}

// Where a clause may be cut between two things: a comma, "and", "plus". "With" is not a cut ("carpet with pad").
const CUT = /\s*,\s*(?:and\s+)?|\s+(?:and|plus)\s+/g;
/** A word that asks for an action ("paint", "replaced", "new"), as the chunker and the kept list read it. */
export const ACTION_WORD = clausePattern('actionWord');
// A verb after its object: a participle ("painted", "laid"), "needs replacing" / "needs to be replaced", "has to
// come up".
const PARTICIPLE =
  /^(?:[a-z]+ed|laid|hung|built|torn (?:off|out)|(?:has|have|needs?|got) to .+|(?:is|are) coming .+)$/;
const NEEDS_BEFORE = /\b(?:needs?|wants?|has to be|have to be|needs? to be|to be|is|are|getting|get)\s*$/;
const FILLER = clausePattern('chunkFiller');

/** The action classes of a piece of text, as the work rules read them from its flags. */
export function mentionActions(flags: ClauseFlags): MentionAction[] {
  const actions: MentionAction[] = [];
  if (flags.install || flags.replace) actions.push('build');
  if (flags.paint || flags.stain) actions.push('finish');
  if (flags.repair) actions.push('repair');
  if (flags.clean) actions.push('clean');
  if (flags.refinish) actions.push('refinish');
  if (flags.remove) actions.push('remove');
  return actions;
}

function readSegment(text: string, start: number, end: number): Segment {
  const words = text.slice(start, end);
  const verbMatch = ACTION_WORD.exec(words);
  const actions = verbMatch ? mentionActions(clauseFlags(words)) : [];
  const before = verbMatch ? words.slice(0, verbMatch.index) : '';
  const objectBefore = before
    .trim()
    .split(/\s+/)
    .some((word) => word !== '' && !FILLER.test(word));
  // "new carpet" governs what follows it even in "the bedroom needs new carpet".
  const after =
    verbMatch !== null &&
    objectBefore &&
    (PARTICIPLE.test(verbMatch[0]) || (verbMatch[0] !== 'new' && NEEDS_BEFORE.test(before)));
  const rest = verbMatch ? words.slice(verbMatch.index + verbMatch[0].length) : words;
  const bare = verbMatch !== null && rest.trim() === '' && !objectBefore;
  return {
    start,
    end,
    text: words,
    actions,
    ...(verbMatch ? { verb: verbMatch[0] } : {}),
    after,
    bare,
    verbAt: verbMatch ? start + verbMatch.index : start,
  };
}

function segmentsOf(clause: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const cut of clause.matchAll(CUT)) {
    if (cut.index > last) segments.push(readSegment(clause, last, cut.index));
    last = cut.index + cut[0].length;
  }
  if (last < clause.length) segments.push(readSegment(clause, last, clause.length));
  return segments;
}

/** The actions a segment without a verb takes: a later "painted" governs it, else the verb before it. */
function sharedActions(segments: Segment[], index: number): { actions: MentionAction[]; from?: Segment } {
  const next = segments.slice(index + 1).find((s) => s.actions.length > 0);
  if (next?.after) return { actions: next.actions, from: next };
  const previous = segments
    .slice(0, index)
    .reverse()
    .find((s) => s.actions.length > 0);
  if (previous) return { actions: previous.actions, from: previous };
  return next ? { actions: next.actions, from: next } : { actions: [] };
}

/** The action classes that decide which rules apply; removal sits beside any of them. */
const key = (actions: MentionAction[]) => actions.filter((a) => a !== 'remove').join('+');

/** Mentions of a clause (normalized lower case), in order; one mention when every part shares one action. */
export function chunkMentions(clause: string): Mention[] {
  // "ready for paint", "where the light is now": context, not an action of the clause (same length, same places).
  const segments = segmentsOf(blankContextPhrases(clause));
  const mentions: Mention[] = [];
  segments.forEach((segment, index) => {
    const shared = segment.actions.length > 0 ? undefined : sharedActions(segments, index);
    const actions = shared ? shared.actions : segment.actions;
    const sizes = findMeasures(segment.text).map((m) => segment.text.slice(m.start, m.end).trim());
    const verb = shared ? shared.from?.verb : segment.verb;
    const previous = mentions.at(-1);
    // Parts with the same action are one mention: "replace the vanity and toilet" stays whole.
    const same =
      previous && (key(previous.actions) === key(actions) || !key(previous.actions) || !key(actions));
    if (previous && same) {
      previous.end = segment.end;
      previous.text = clause.slice(previous.start, segment.end);
      previous.sizes.push(...sizes);
      previous.actions = [...new Set([...previous.actions, ...actions])];
      return;
    }
    mentions.push({
      text: clause.slice(segment.start, segment.end),
      start: segment.start,
      end: segment.end,
      ...(verb ? { verb } : {}),
      actions,
      verbShared: shared !== undefined,
      sizes,
    });
  });
  return withBareVerbsJoined(clause, mentions, segments);
}

/** "paint and recarpet the bedroom": a verb said alone takes the object of the mention after it. */
function withBareVerbsJoined(clause: string, mentions: Mention[], segments: Segment[]): Mention[] {
  return mentions.map((mention, index) => {
    const bare = segments.find((s) => s.start === mention.start && s.end === mention.end && s.bare);
    const next = mentions[index + 1];
    if (!bare || !next?.verb) return mention;
    const object = clause
      .slice(next.start, next.end)
      .replace(ACTION_WORD, '')
      .replace(/^\s*(?:the\s+)?/, 'the ')
      .trim();
    return { ...mention, text: `${mention.text.trim()} ${object}`, sizes: [...next.sizes] };
  });
}

/**
 * Where a clause only takes things out, by the verb said with them ("pulling up the old carpet, laying LVP"):
 * the things there are removed, not put in again by the clause's other verb.
 */
export function removalOnlySpans(clause: string): { start: number; end: number }[] {
  return segmentsOf(blankContextPhrases(clause))
    .filter((s) => !s.bare && s.actions.length === 1 && s.actions[0] === 'remove')
    .map(({ start, end, after, verbAt }) => ({ start: after ? start : verbAt, end }));
}

/**
 * Whether the part of the clause at `at` is asked by a verb: its own, or the new work or removal of the part just
 * before it ("new gutters and a metal roof"). A run of parts with none describes ("put in, open attic above,
 * shingle roof"), and so does a part after upkeep of the thing ("furnace tune up and clean, gas furnace").
 */
export function askedAt(clause: string, at: number): boolean {
  const segments = segmentsOf(blankContextPhrases(clause));
  const index = segments.findIndex((s) => at >= s.start && at < s.end);
  const before = segments[index - 1]?.actions ?? [];
  return (
    index <= 0 ||
    (segments[index]?.actions.length ?? 0) > 0 ||
    before.includes('build') ||
    before.includes('remove')
  );
}

/** Where a clause only puts things in, by the verb said with them ("i'd love porcelain tile in the kitchen"). */
export function buildOnlySpans(clause: string): { start: number; end: number }[] {
  return segmentsOf(blankContextPhrases(clause))
    .filter((s) => !s.bare && s.actions.includes('build') && !s.actions.includes('remove'))
    .map(({ start, end }) => ({ start, end }));
}

/** The clause as the texts of its mentions: itself when all of it asks for one kind of action. */
export function mentionClauses(clause: string): string[] {
  const mentions = chunkMentions(clause);
  if (mentions.length < 2) return [clause];
  return mentions.map((mention) => mention.text.trim()).filter((text) => text.length > 0);
}
