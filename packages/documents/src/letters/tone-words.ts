/** The words a model is given for a letter's tone, from -1 (conciliatory) to 1 (firm). */
export function toneWords(tone: number): string {
  if (tone <= -0.5) return 'conciliatory and warm';
  if (tone < 0) return 'polite and accommodating';
  if (tone === 0) return 'neutral and businesslike';
  if (tone < 0.5) return 'direct';
  return 'firm and unambiguous';
}
