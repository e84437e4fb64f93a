/**
 * Attachment of a clause's rule hits to their own verbs: what a removal-only part of the clause names is taken
 * out, not put in; a removal's noun before another's is its kind; a symptom in a thing is the thing's repair.
 * Pure: hits in, the hits that stand out.
 */
import { buildOnlySpans, removalOnlySpans } from './mention-chunks.ts';
import { blankSymptoms } from './scope-phrases.ts';
import type { RuleMatch } from './settle-matches.ts';

// "the leak in the shower valve": the thing after the symptom is where it is, and its own line reads the repair.
const PLACE_OF_SYMPTOM = /^\s+(?:in|at|on|from|under|behind|around) (?:the|my|our|a|an) (?:[a-z]+ )?$/;

/** A symptom read as work of its own ("leak") gives way to the same trade's thing it is said to be in. */
export function withoutSymptomsOfThings(text: string, found: RuleMatch[]): RuleMatch[] {
  return found.filter(
    (match) =>
      blankSymptoms(match.text).trim() !== '' ||
      !found.some(
        (thing) =>
          thing.start > match.end &&
          thing.rule.tradeId === match.rule.tradeId &&
          PLACE_OF_SYMPTOM.test(text.slice(match.end, thing.start)),
      ),
  );
}

/**
 * "remove the old laminate countertops": a removal's noun right before another removal's noun names the kind of
 * the thing taken out (laminate counters, not laminate flooring); the last noun is the thing.
 */
export function withoutRemovalModifiers(text: string, removals: RuleMatch[]): RuleMatch[] {
  return removals.filter(
    (match) =>
      !removals.some(
        (head) =>
          head.start > match.end &&
          head.rule.assemblyId !== match.rule.assemblyId &&
          text.slice(match.end, head.start).trim() === '',
      ),
  );
}

type Span = { start: number; end: number };
const within = (m: Span, span: Span) => m.start >= span.start && m.end <= span.end;

/**
 * The parts of a clause whose own verb only takes out: what is there is removed (by its removal, or as part
 * of the same trade's new work said beside it, "take down the old fan and hang a chandelier"), not put in.
 */
function takenOut(text: string, removals: RuleMatch[], work: RuleMatch[]): Span[] {
  const spans = removalOnlySpans(text);
  if (spans.length === 0) return [];
  const outside = work.filter((m) => !spans.some((span) => within(m, span)));
  return spans.filter(
    (span) =>
      removals.some((m) => within(m, span)) ||
      work.some((m) => within(m, span) && outside.some((o) => o.rule.tradeId === m.rule.tradeId)),
  );
}

/** The work hits outside the parts of the clause whose own verb only takes things out. */
export function withoutThingsTakenOut(text: string, removals: RuleMatch[], work: RuleMatch[]): RuleMatch[] {
  const taken = takenOut(text, removals, work);
  return work.filter((m) => !taken.some((span) => within(m, span)));
}

/**
 * A removal's noun in a part of the clause whose own verb only puts things in is the new thing, when the removal
 * has a thing of its own elsewhere: "i'd love porcelain tile in the kitchen, the old linoleum needs to come up"
 * removes the linoleum, not the tile.
 */
export function withoutRemovalsOfBuiltThings(text: string, removals: RuleMatch[]): RuleMatch[] {
  const built = buildOnlySpans(text);
  const inBuilt = (match: RuleMatch) => built.some((span) => within(match, span));
  if (!removals.some((match) => !inBuilt(match))) return removals;
  return removals.filter((match) => !inBuilt(match));
}
