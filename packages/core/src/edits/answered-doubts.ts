/**
 * A size or count the reader could not place is a doubt that holds the estimate for review ('"6" in "install
 * recessed lights …, 6" was not used for any line'). When the client then states the count of that work ("make
 * it 6 recessed lights"), the doubt is answered: it leaves the estimate's doubts and questions, and the answer is
 * said among the changes. A doubt about other work stays.
 */

const UNUSED_FIGURE = /^"[^"]+" in "([^"]+)" was not used for any line: what does it measure\?/;
const DOUBT_SUFFIX = ' The estimate does not use it, so it needs a review.';
const STOP_WORDS = new Set(['the', 'a', 'an', 'my', 'our', 'all', 'of', 'and', 'it', 'them', 'new', 'old']);

/** "Recessed lights" → ["recessed", "light"]: the words that name the work, singular. */
function workWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? [])
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word))
    .map((word) => word.replace(/(?:es|s)$/, ''));
}

export interface AnsweredDoubts {
  /** The doubts still open. */
  doubts: string[];
  /** The questions still open (an answered doubt's question is answered too). */
  questions: string[];
  /** The questions the client answered. */
  answered: string[];
}

/** Splits an estimate's doubts into those the client's stated count for `target` answers and those still open. */
export function answerDoubts(
  doubts: readonly string[],
  questions: readonly string[],
  target: string,
): AnsweredDoubts {
  const named = workWords(target);
  const answered: string[] = [];
  const closed = new Set<string>();
  const open: string[] = [];
  for (const doubt of doubts) {
    const clause = UNUSED_FIGURE.exec(doubt)?.[1];
    const clauseWords = new Set(workWords(clause ?? ''));
    if (clause && named.length > 0 && named.every((word) => clauseWords.has(word))) {
      const question = doubt.replace(DOUBT_SUFFIX, '');
      answered.push(question);
      closed.add(question).add(doubt);
    } else open.push(doubt);
  }
  return { doubts: open, questions: questions.filter((q) => !closed.has(q)), answered };
}
