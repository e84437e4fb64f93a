import { areaSubject } from './area-subject.ts';
import type { RuleMatch } from './clause-items.ts';
import { ownWorkParts } from './own-work-parts.ts';
import { asksBeforeFinish, parseClause } from './parse-clause.ts';
import type { ParseState } from './parse-state.ts';
import { jobSizedWithItsPart } from './room-job.ts';
import { sayNote } from './say-note.ts';
import { type ClauseContext, readClause } from './scope-context.ts';
import {
  blankActions,
  blankContextPhrases,
  clauseFlags,
  clausePattern,
  DESCRIBED_BARE,
  refersBack,
} from './scope-phrases.ts';
import {
  type ParseSnapshot,
  readNothing,
  restoreSnapshot,
  sizesOnly,
  takeSnapshot,
} from './sentence-snapshot.ts';
import { splitClauses, splitSentences } from './split-jobs.ts';
import { isFiller } from './unread-text.ts';
import { foldPartsIntoWholeJob } from './whole-job-work.ts';

// The request read sentence by sentence (parse-scope.ts calls it): each sentence's clauses, a sentence that only
// sizes or names things joined to the one before, and a whole job's parts folded in.

const WHOLE_SPACE = clausePattern('wholeSpace');

/**
 * The whole space a sentence sizes: its sized rooms and spaces, else a floor area it states ("Tenant improvement,
 * 3,000 sf second-generation office: …"); none when it sizes only the house (the house's floor sizes the work then).
 */
function wholeSpace(sentence: ClauseContext, spaces: ClauseContext['spaces']): ClauseContext['spaces'] {
  const sized = spaces.filter((space) => space.source !== 'typical');
  if (sized.length > 0) return sized;
  return sentence.measures
    .filter(
      (m) =>
        m.kind === 'area' &&
        m.uom === 'sq_ft' &&
        ['floor', 'generic'].includes(areaSubject(m, sentence.text)),
    )
    .map((m) => ({
      label: 'space',
      count: 1,
      widthFt: Math.sqrt(m.value),
      lengthFt: Math.sqrt(m.value),
      source: 'area' as const,
      used: false,
    }));
}

/** Whether a sentence asks for no work by its words ("our driveway is about 1,200 sf of asphalt"). */
function asksNothing(sentence: string): boolean {
  // The flags of the sentence as a clause reads them: its words about the site blanked first.
  const flags = clauseFlags(blankContextPhrases(sentence));
  return !(flags.paint || flags.stain || flags.remove || flags.repair || flags.replace || flags.install);
}

/**
 * "Our deck is maybe 300 sqft plus stairs and railing. Power wash and stain please.": a sentence of actions alone
 * works on what the sentence before it named.
 */
function actsOnNothingNamed(sentence: string): boolean {
  const flags = clauseFlags(sentence);
  const acts = flags.paint || flags.stain || flags.remove || flags.repair || flags.replace || flags.install;
  return (acts || flags.clean || flags.refinish) && isFiller(blankActions(sentence));
}

export function namesWithoutAction(sentence: string, snapshot: ParseSnapshot, state: ParseState): boolean {
  return asksNothing(sentence) && readNothing(snapshot, state);
}

/** Context that holds for the whole request wherever it is said: house and roof size, ceiling height, pitch, stories. */
export function requestContext(whole: ClauseContext, text: string): Partial<ClauseContext> {
  return {
    ceilingHeightFt: whole.ceilingHeightFt,
    ceilingHeightGiven: whole.ceilingHeightGiven,
    pitchRise: whole.pitchRise,
    pitchGiven: whole.pitchGiven,
    stories: whole.stories,
    storiesGiven: whole.storiesGiven,
    ...(whole.houseFloorSqFt === undefined ? {} : { houseFloorSqFt: whole.houseFloorSqFt }),
    ...(whole.roofSquares === undefined ? {} : { roofSquares: whole.roofSquares }),
    requestText: text,
  };
}

export function parseSentence(
  sentence: string,
  inherited: Partial<ClauseContext>,
  requestSpaces: ClauseContext['spaces'],
  state: ParseState,
): void {
  const sentenceLaborOnly = /^\W*labou?r only\b/.test(sentence);
  let previous: { context?: ClauseContext; matches: RuleMatch[] } = { matches: [] };
  const clauses = splitClauses(sentence).flatMap((clause) => ownWorkParts(clause, state.registry));
  let carried = '';
  // The sentence read once: its own sized spaces and the home's floor area (which sizes a whole-home job).
  const sentenceRead = readClause(sentence, inherited);
  const ownSpaces = sentenceRead.spaces;
  // "The basement is 30x40. Finish it with carpet.": a size said in another sentence still holds.
  const sentenceSpaces = [
    ...jobSizedWithItsPart(sentenceRead, clauses, state),
    ...(ownSpaces.length > 0
      ? ownSpaces.map((own) =>
          own.source === 'typical' && own.count === 1
            ? (requestSpaces.find((s) => s.label === own.label && s.count === 1) ?? own)
            : own,
        )
      : requestSpaces),
  ];
  const firstDraft = state.drafts.length;
  const clauseStarts: number[] = [];
  clauses.forEach((clause, index) => {
    clauseStarts.push(state.drafts.length);
    // "3,000 sf office: demo 4 offices, …, carpet tile throughout": a finish of the whole space takes the space the
    // request sizes (or the house's floor), not the rooms another clause named.
    const spaces = WHOLE_SPACE.test(clause)
      ? wholeSpace(sentenceRead, sentenceSpaces)
      : previous.context && previous.context.spaces.length > 0
        ? previous.context.spaces
        : sentenceSpaces;
    const context = { ...inherited, spaces };
    const text = carried ? `${carried}, ${clause}` : clause;
    const outcome = parseClause(
      text,
      context,
      previous,
      state,
      sentenceLaborOnly,
      index === clauses.length - 1 || asksBeforeFinish(text, clauses[index + 1]!, state.registry),
    );
    // "20 squares of shingles, tear off one layer": a clause without work sizes the next one.
    carried = outcome.unread ? text : '';
    if (!outcome.unread) previous = outcome;
  });
  foldPartsIntoWholeJob(state, firstDraft, clauseStarts, sentenceRead.houseFloorSqFt);
}

/** What one sentence (or sentences read joined) added to the plan: its text and its drafts' range. */
interface SentenceRead {
  sentence: string;
  indices: number[];
  from: number;
  to: number;
}

/**
 * "Metal roof. Leaking around the skylight, needs resealing.": a sentence that asks for nothing and names only a
 * house's covering (`describedBare`), unsized, describes the thing a later sentence works on in that trade; it is
 * not a new roof or new siding. ("Metal roof. Also need gutters." keeps it: no later work is of its trade.)
 */
function describedThings(reads: SentenceRead[], state: ParseState): Set<number> {
  const described = new Set<number>();
  reads.forEach((read, at) => {
    const drafts = state.drafts.slice(read.from, read.to).map((labeled) => labeled.draft);
    if (drafts.length === 0 || !asksNothing(read.sentence)) return;
    if (!drafts.every((d) => DESCRIBED_BARE.has(d.assemblyId) && !d.quantityStated)) return;
    const trades = new Set(drafts.map((d) => d.tradeId));
    const workedOn = reads
      .slice(at + 1)
      .some(
        (later) =>
          !asksNothing(later.sentence) &&
          state.drafts.slice(later.from, later.to).some((labeled) => trades.has(labeled.draft.tradeId)),
      );
    if (workedOn) for (const index of read.indices) described.add(index);
  });
  return described;
}

/** Reads the request sentence by sentence into `state`, passing over sentences that describe what is worked on. */
export function readSentences(
  workText: string,
  inherited: Partial<ClauseContext>,
  requestSpaces: ClauseContext['spaces'],
  state: ParseState,
): void {
  const sentences = splitSentences(workText);
  const start = takeSnapshot(state);
  const described = describedThings(readEach(sentences, new Set(), inherited, requestSpaces, state), state);
  if (described.size === 0) return;
  restoreSnapshot(state, start);
  readEach(sentences, described, inherited, requestSpaces, state);
  for (const index of described)
    state.assumptions.push(
      sayNote('describedThing', { sentence: sentences[index]!.replace(/[.!?;\s]+$/, '') }),
    );
}

function readEach(
  sentences: string[],
  skipped: ReadonlySet<number>,
  inherited: Partial<ClauseContext>,
  requestSpaces: ClauseContext['spaces'],
  state: ParseState,
): SentenceRead[] {
  const reads: SentenceRead[] = [];
  let before: { snapshot: ParseSnapshot; sentence: string; unread: boolean } | undefined;
  sentences.forEach((sentence, index) => {
    if (skipped.has(index)) {
      before = undefined;
      return;
    }
    const snapshot = takeSnapshot(state);
    parseSentence(sentence, inherited, requestSpaces, state);
    // "Replace the siding. About 1,500 sq ft.": a sentence that only sizes things sizes the one before it;
    // "Paint 3 bedrooms. Walls and ceilings.": one that names things without an action and reads as nothing on
    // its own names what the one before works on; "Parking lot, about 20,000 sf. Sealcoat it.": one that works on
    // "it" works on what the unread one before named.
    if (
      before &&
      (sizesOnly(sentence, before.snapshot, snapshot, state, inherited) ||
        namesWithoutAction(sentence, snapshot, state) ||
        (refersBack(sentence) &&
          (before.unread || (/\d/.test(before.sentence) && asksNothing(before.sentence)))) ||
        (actsOnNothingNamed(sentence) && asksNothing(before.sentence)))
    ) {
      restoreSnapshot(state, before.snapshot);
      const joined = `${before.sentence.replace(/[.!?;\s]+$/, '')}, ${sentence}`;
      parseSentence(joined, inherited, requestSpaces, state);
      before = { snapshot: before.snapshot, sentence: joined, unread: readNothing(before.snapshot, state) };
      const last = reads.at(-1)!;
      reads[reads.length - 1] = {
        sentence: joined,
        indices: [...last.indices, index],
        from: last.from,
        to: state.drafts.length,
      };
    } else {
      before = { snapshot, sentence, unread: readNothing(snapshot, state) };
      reads.push({ sentence, indices: [index], from: snapshot.drafts.length, to: state.drafts.length });
    }
  });
  return reads;
}
