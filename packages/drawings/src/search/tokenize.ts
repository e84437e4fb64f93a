// Codes stay whole: sheet numbers, tags (FWO5480, CPT-1, RWC-1/SC-1), room numbers (136A), 2,008.
const TOKEN = /[a-z0-9]+(?:[-./,'"][a-z0-9]+)*/g;

const STOPWORDS = new Set(
  (
    'a an and are as at be by can do does for from has have how i in into is it its me of on or please show shown ' +
    'shows tell that the their there these this those to under was what when where which who whom why will with ' +
    'should would any all many much listed list drawing drawings sheet sheets set being been out'
  ).split(' '),
);

/** Light suffix stripping so "manufactures" meets "MANUFACTURER" and "doors" meets "Door". */
export function stem(word: string): string {
  if (/\d/.test(word) || word.length <= 4) return word;
  const stemmed = word.replace(/(ings|ing|ers|er|es|ed|ly|s)$/, '');
  // Too little left is another word's start ("swing" → "sw"): keep the word.
  return stemmed.length >= 3 ? stemmed : word;
}

// Levels are printed as numerals ("3rd Floor 8' - 0 1/2\"") and asked in words ("the third floor"): one token.
const ORDINALS: Readonly<Record<string, string>> = {
  '1st': 'first',
  '2nd': 'second',
  '3rd': 'third',
  '4th': 'fourth',
  '5th': 'fifth',
  '6th': 'sixth',
};

/** A token that carries a digit: a tag, sheet number, room number or quantity. */
export function isIdentifier(token: string): boolean {
  return /\d/.test(token);
}

/**
 * Index tokens of a text: lowercase, codes kept whole and also split into their parts ("cpt-1" → "cpt-1",
 * "cpt"), words stemmed. Used for both documents and queries so both sides agree.
 */
export function tokenize(text: string, options: { keepStopwords?: boolean } = {}): string[] {
  const tokens: string[] = [];
  for (const match of text.toLowerCase().matchAll(TOKEN)) {
    const raw = match[0].replace(/['"]+$/, '');
    if (!options.keepStopwords && STOPWORDS.has(raw)) continue;
    if (/[-./,]/.test(raw) && /[a-z]/.test(raw) && /\d/.test(raw)) {
      tokens.push(raw);
      // Finish codes written together ("CT-1/CT-2/P-3") are each a code of their own.
      if (raw.includes('/'))
        for (const code of raw.split('/')) if (code && code !== raw && /\d/.test(code)) tokens.push(code);
      for (const part of raw.split(/[-./,'"]+/))
        if (part.length >= 2 && /[a-z]/.test(part)) tokens.push(stem(part));
    } else if (/[-./]/.test(raw) && /[a-z]/.test(raw)) {
      tokens.push(raw);
      for (const part of raw.split(/[-./'"]+/)) if (part.length >= 2) tokens.push(stem(part));
    } else tokens.push(ORDINALS[raw] ?? stem(raw));
  }
  return tokens;
}

/** The content terms of a question: what the evidence must mention for the answer to be supported. */
export function contentTerms(question: string): string[] {
  return [...new Set(tokenize(question))];
}
