// Drafters misspell schedule names (KICHENETTE); a reader asks with the word spelt right.
/** One letter dropped, added or changed in a long word: a drafter's typo, not another word. */
export function nearlySpelt(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 6 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return (
    rest(a, 1) === rest(b, 1) ||
    (a.length > b.length && rest(a, 1) === rest(b, 0)) ||
    (b.length > a.length && rest(a, 0) === rest(b, 1))
  );
}
