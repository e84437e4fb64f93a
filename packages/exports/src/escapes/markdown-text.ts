// CommonMark lets a backslash escape any ASCII punctuation. Escaped anywhere: what opens emphasis, code,
// links, HTML, entities, strikethrough and table cells. Escaped at the start: what opens a heading, a list
// item or a quote.
// An ampersand only when it would start an entity (&lt;), so 'Cabinets & Countertops' stays as it is.
const INLINE_SPECIAL = /[\\`*_[\]<>|~]|&(?=#?[0-9A-Za-z]+;)/g;

/**
 * Text from an estimate as inline Markdown: line breaks become spaces (a title cannot open a new row or
 * heading) and formatting characters are escaped, so it prints as written and never as markup or HTML.
 */
export function markdownText(text: string): string {
  const escaped = text.replace(/[\r\n\u2028\u2029\v\f\u0085]+/g, ' ').replace(INLINE_SPECIAL, '\\$&');
  return escaped.replace(/^(\s*)([#+\-=])/, '$1\\$2').replace(/^(\s*\d+)([.)])/, '$1\\$2');
}
