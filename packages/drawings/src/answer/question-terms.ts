import type { DrawingIndex } from '../search/drawing-index.ts';

/** Codes as the user typed them in capitals or with digits: FWO5480, CPT-1, LVT, RES-W, 136A, 3A. */
export function codesIn(question: string): string[] {
  const codes = new Set<string>();
  for (const match of question.matchAll(/[A-Za-z0-9]+(?:[-./][A-Za-z0-9]+)*/g)) {
    const raw = match[0];
    const hasDigit = /\d/.test(raw);
    const isUpper = /^[A-Z0-9][A-Z0-9./-]*$/.test(raw) && /[A-Z]/.test(raw) && raw.length >= 2;
    if ((hasDigit && raw.length <= 12) || isUpper) codes.add(raw.toUpperCase());
  }
  return [...codes];
}

/** Sheet numbers of the index that the question names ("sheet A-103", "AF600"). */
export function sheetNumbersIn(question: string, index: DrawingIndex): string[] {
  const upper = question.toUpperCase();
  const numbers = new Set(index.sheets().map(({ sheet }) => sheet.number.toUpperCase()));
  return codesIn(upper).filter(
    (code) => numbers.has(code) && new RegExp(`\\b${escapeRegExp(code)}\\b`).test(upper),
  );
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
