import { describeMeasure } from './parse-quantity.ts';
import type { ClauseContext } from './scope-context.ts';
import { blankDiagnosis } from './scope-phrases.ts';
import type { ScopeNotes } from './scope-plan.ts';

/**
 * Text the parser could not turn into work must never vanish: filler words are ignored, context-only clauses
 * ("the house is 2,000 sq ft") feed other clauses, and any quantity no line used becomes a question.
 */

// Words that carry no work: "Hi, I'd like a quote for …", "thanks".
const FILLER =
  /\b(?:hi|hello|hey|please|thanks|thank you|i|we|you|my|our|me|us|it|its|is|are|be|was|would|like|to|get|a|an|the|quote|estimate|price|pricing|cost|how|much|does|do|will|can|could|for|on|of|and|also|need|needs|want|wants|looking|just|some|work|done|job|project|in|at|this|that|there|here|with|have|has|had|so|too|as|soon|possible|asap|all|everything|let|know|what|when|about|approx|approximately|roughly|around|house|home|material|materials|labou?r|only|supply|supplies|provide|provides|then|well|very|old|existing|new|any|if|or|not|but|be|good|great|nice|ok|okay|year|years|sq|ft|feet|square|per|yes|no|etc|room|rooms|story|stories|ceilings?|pitch|high|tall|by|x|zip|zipcode|postal|code)\b/g;

export function isFiller(text: string): boolean {
  return (
    blankDiagnosis(text)
      .replace(FILLER, ' ')
      .replace(TRADE_PEOPLE, ' ')
      .replace(/[^a-z]+/g, ' ')
      .trim() === ''
  );
}

// Who is asked to come: the trade is read from the thing named, not from the person.
const TRADE_PEOPLE =
  /\b(?:electrician|plumber|roofer|hvac (?:tech|technician|guy|company)|technician|tech|someone|somebody|anyone|a pro|guy|contractor)s?\b/g;

// An action the customer asks for: a clause that says one and was not placed is work left unpriced.
const WORK_ACTION =
  /\b(?:install|instal|put in|replace|replaced|repair|repaired|fix|fixed|patch|remove|removed|tear (?:out|off)|build|add|paint|refinish|upgrade|swap|hang|pour|redo|seal|sealed|stain|stained|resurface|lay|frame|insulate|retile|wash)\b/;

/** Whether unplaced text asks for work (and so must not vanish quietly): "need the torsion spring replaced". */
export function namesWork(text: string): boolean {
  return WORK_ACTION.test(text);
}

// "want R-38", "needs to be 16 SEER": a target for work named in another clause, read there.
const SPECIFICATION =
  /^(?:(?:want|wants|need|needs|would like|prefer|to|be|get|at least|minimum|min|it|of|in|and)\s+)*(?:r ?\d{2}|\d{2} seer2?|energy star)$/;

/** A clause that only sizes things (ceiling height, pitch, stories) or states a target for the others. */
export function contextOnly(context: ClauseContext): boolean {
  if (
    SPECIFICATION.test(
      context.text
        .replace(/-/g, ' ')
        .replace(/[.!?,\s]+$/, '')
        .trim(),
    )
  )
    return true;
  return (
    context.measures.length > 0 &&
    context.measures.every(
      (m) => context.consumed.has(m) || ['ceilingHeight', 'pitch', 'stories', 'layers'].includes(m.kind),
    )
  );
}

const NOT_QUANTITIES =
  /(?:\bother|\bthe same|\br|\blevel|\bcat|\bnema|\bclass|\btype|\bmodel|\bgrade|\bzone|\bseer|\bnema 14)[\s-]*$/;
/** Quantities in a clause that no line used, as unrecognized fragments and questions. */
export function reportUnused(context: ClauseContext, clause: string, state: ScopeNotes): void {
  for (const measure of context.measures) {
    if (
      context.consumed.has(measure) ||
      !['count', 'area', 'length', 'volume', 'dimensions'].includes(measure.kind)
    )
      continue;
    if (measure.kind === 'dimensions' && context.spaces.length > 0) continue;
    if (
      NOT_QUANTITIES.test(context.text.slice(0, measure.start)) ||
      /^(?:coats?|years?|%|percent|pm|am|hours?|days?|weeks?)$/.test(measure.nextWord)
    )
      continue;
    state.unrecognized.push(`${measure.text} (in "${clause}")`);
    const question = `"${describeMeasure(measure)}" in "${clause}" was not used for any line: what does it measure?`;
    state.questions.push(question);
    // A count of one agrees with every line's own count; any other figure the estimate ignored is a doubt.
    if (!(measure.kind === 'count' && measure.value === 1))
      state.doubts.push(`${question} The estimate does not use it, so it needs a review.`);
  }
}
