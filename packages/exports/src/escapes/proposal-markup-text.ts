import { mapStrings } from './map-strings.ts';

/**
 * Text from an estimate as it goes into the proposal markup (see render-proposal-markup): line breaks become
 * spaces, so a value cannot start a line of its own (a heading, a row); `\` and `|` are escaped, so it cannot
 * end or add a table cell; and a leading markup sign is escaped, so a value placed at the start of a line is
 * a paragraph. The markup parser undoes the escapes.
 */
function proposalMarkupText(text: string): string {
  const oneLine = text.replace(/[\r\n\u2028\u2029\v\f\u0085]+/g, ' ');
  const escaped = oneLine.replace(/[\\|]/g, '\\$&');
  return /^\s*[#\-|>*]/.test(escaped) ? `\\${escaped.trimStart()}` : escaped;
}

/** Every string in a JSON-like value through `proposalMarkupText` (the template context). */
export function escapeProposalValues<T>(value: T): T {
  return mapStrings(value, proposalMarkupText);
}

/** Undoes the escapes of one piece of markup text: `\x` is `x`. */
export function unescapeMarkup(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}

/** Splits a table row's inside at the `|` that are not escaped, keeping escapes for `unescapeMarkup`. */
export function splitMarkupRow(inner: string): string[] {
  const cells: string[] = [];
  let current = '';
  for (let index = 0; index < inner.length; index++) {
    const char = inner[index]!;
    if (char === '\\' && index + 1 < inner.length) {
      current += char + inner[index + 1];
      index++;
    } else if (char === '|') {
      cells.push(current);
      current = '';
    } else current += char;
  }
  cells.push(current);
  return cells;
}
