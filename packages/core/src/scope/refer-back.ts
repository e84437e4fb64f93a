import { ACTION_WORD } from './mention-chunks.ts';
import { blankSymptoms, clauseFlags, clausePattern } from './scope-phrases.ts';

/** The last clause that produced plan lines, so a later "replace it" can name the same thing. */
export interface LastWork {
  clause: string;
  /** Index of its first line in the parse's drafts, and how many it added. */
  firstDraft: number;
  draftCount: number;
}

// A thing named before, and the swaps and purposes it is named in (clause-phrases.yaml `reference` and after).
const REFERENCE = clausePattern('reference');
const [SWAP_REFERENCE, SERVES_REFERENCE] = [clausePattern('swapReference'), clausePattern('servesReference')];
const namedOnly = (text = '') => !ACTION_WORD.test(text) && !Object.values(clauseFlags(text)).some(Boolean);

/**
 * "Our water heater is leaking. Replace it with the same kind.": a clause whose object is a pronoun, read as
 * the same clause with the earlier words in place of the pronoun, their symptoms dropped ("leaking" told why,
 * "replace" says what). Returns the rewritten clause, or undefined when the clause names no action on a
 * referenced thing. A repair of something already being repaired adds nothing: `repeat` is then true. A
 * clause that `namesWork` of its own refers back to priced work only as the old side of a swap ("replace it with a
 * tankless") or as what it serves when that was named with no verb ("Hot tub on the patio. Run a circuit to it"); a
 * thing named alone before, with no work, is its object all the same ("need it taken down and the stump ground out").
 */
export function referBack(
  clause: string,
  last: LastWork | undefined,
  namesWork: boolean,
): { text: string; repeat: false } | { repeat: true } | undefined {
  const swap = SWAP_REFERENCE.test(clause) || (SERVES_REFERENCE.test(clause) && namedOnly(last?.clause));
  if (!last || (namesWork && last.draftCount > 0 && !swap)) return undefined;
  const reference = REFERENCE.exec(clause);
  if (!reference) return undefined;
  const flags = clauseFlags(clause);
  if (!flags.replace && !flags.install && !flags.remove && !flags.repair) return undefined;
  // "need someone to come look at it": a diagnosis of the thing already named is the same service call.
  if (flags.diagnose && !flags.replace) return { repeat: true };
  if (flags.repair && !flags.replace && !flags.install && !flags.remove) return { repeat: true };
  const before = clause.slice(0, reference.index);
  const after = clause.slice(reference.index + reference[0].length);
  const earlier = blankSymptoms(last.clause)
    .replace(/[.!?]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { text: `${before} ${earlier} ${after}`.replace(/\s+/g, ' ').trim(), repeat: false };
}
