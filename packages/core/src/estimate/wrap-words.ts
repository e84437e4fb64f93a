/**
 * Text in lines of at most `width` characters, broken between words: a title in a fixed-width column is
 * wrapped, never cut inside a word (issue 15). A single word longer than the width is split, as nothing else fits.
 * @example wrapWords('Install engineered hardwood flooring', 20) // ['Install engineered', 'hardwood flooring']
 */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > width) {
      if (current) lines.push(current);
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
      current = '';
    }
    if (!current) current = rest;
    else if (current.length + 1 + rest.length <= width) current = `${current} ${rest}`;
    else {
      lines.push(current);
      current = rest;
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}
