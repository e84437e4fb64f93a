/**
 * What a pattern cannot match without: sets of literal strings, one of each set in the text, read from the
 * pattern's source. The reader tries some 350 work rules on every clause; a rule whose noun needs "heat pump"
 * or "mini split" is skipped when neither is in the clause, without running (or, in a fresh process,
 * compiling) its pattern or its condition.
 */

/** Each inner list is a choice: a match contains one of its strings. Every list must be met (an and of ors). */
export type NeededLiterals = readonly (readonly string[])[];

/** What a piece of a pattern is known to match. */
interface Known {
  /** Every string the piece can match, when they are few (a literal, a short alternation, a `?`). */
  exact?: string[];
  /** Choices the piece's match always contains one of (an and of ors). */
  needs: string[][];
}

/** More strings than this in an exact set say little and cost much: the set is given up. */
const MAX_EXACT = 32;
/** A class of more characters than this ("[a-z]") is not spelled out. */
const MAX_CLASS = 10;
/** A choice whose shortest string is shorter is nearly always met, so it is not worth a check. */
const MIN_USEFUL_LENGTH = 3;
/** The most choices kept for one pattern, best first. */
const MAX_NEEDS = 2;

const NOTHING: Known = { needs: [] };
const EMPTY: Known = { exact: [''], needs: [] };
/** Characters with a meaning of their own; any other stands for itself. */
const SPECIAL = new Set('\\^$.|?*+()[]{}');
const QUANTIFIER_START = new Set('?*+{');
/** A quantifier's braces; any other brace is a literal character (without the `u` flag). */
const BRACES = /^\{(\d+)(,(\d*))?\}/;

/** Thrown on syntax this reading does not know; the pattern then needs nothing (it is always tried). */
class Unknown extends Error {}

/**
 * The literals a match of `source` (a pattern without the `i`, `u` or `v` flag) must contain; an empty list
 * when nothing is certain. Sound, not complete: a text that lacks one of every choice never matches.
 */
export function neededLiterals(source: string): NeededLiterals {
  let known: Known;
  try {
    const reader = new PatternReader(source);
    known = reader.alternatives();
    if (reader.position !== source.length) return [];
  } catch (error) {
    if (error instanceof Unknown) return [];
    throw error;
  }
  const seen = new Set<string>();
  return [...known.needs, ...(known.exact ? [known.exact] : [])]
    .map(tidy)
    .filter((choice) => shortest(choice) >= MIN_USEFUL_LENGTH)
    .filter((choice) => {
      const key = choice.join('\n');
      return !seen.has(key) && seen.add(key);
    })
    .sort((a, b) => quality(b) - quality(a))
    .slice(0, MAX_NEEDS);
}

/** Whether `text` meets every choice of `needed` (when not, the pattern cannot match it). */
export function meetsLiterals(needed: NeededLiterals, text: string): boolean {
  // Plain loops, no closures: this runs for every rule on every clause.
  for (const choice of needed) if (!someIn(choice, text)) return false;
  return true;
}

function someIn(choice: readonly string[], text: string): boolean {
  for (const literal of choice) if (text.includes(literal)) return true;
  return false;
}

/** A recursive-descent reading of a pattern's source into what its pieces are known to match. */
class PatternReader {
  position = 0;
  constructor(private readonly source: string) {}

  /** `a|b|c` up to a closing parenthesis or the end. */
  alternatives(): Known {
    const known = [this.sequence()];
    while (this.source[this.position] === '|') {
      this.position++;
      known.push(this.sequence());
    }
    if (known.length === 1) return known[0]!;
    const exact = known.every((k) => k.exact) ? unique(known.flatMap((k) => k.exact!)) : undefined;
    // One choice per alternative, the best each has; an alternative with none leaves the whole without one.
    const picks = known.map((k) => best(k.exact && !k.exact.includes('') ? [...k.needs, k.exact] : k.needs));
    const needs = picks.every((pick) => pick !== undefined) ? [unique(picks.flat())] : [];
    return exact && exact.length <= MAX_EXACT ? { exact, needs } : { needs };
  }

  /** A run of exact pieces multiplies out ("heat" "s?" " pump" → "heat pump"); the rest adds needs. */
  sequence(): Known {
    const needs: string[][] = [];
    let run = [''];
    let whole = true;
    const close = () => {
      if (!run.includes('')) needs.push(run);
      run = [''];
    };
    while (this.position < this.source.length) {
      const next = this.source[this.position];
      if (next === '|' || next === ')') break;
      const known = this.quantified(this.atom());
      if (known.exact && run.length * known.exact.length <= MAX_EXACT) {
        run = unique(run.flatMap((before) => known.exact!.map((after) => before + after)));
        continue;
      }
      whole = false;
      close();
      if (known.exact) run = known.exact;
      needs.push(...known.needs);
    }
    if (whole) return { exact: run, needs };
    close();
    return { needs };
  }

  atom(): Known {
    const character = this.source[this.position++]!;
    switch (character) {
      case '(':
        return this.group();
      case '[':
        return this.characterClass();
      case '\\':
        return this.escape();
      case '.':
        return NOTHING;
      case '^':
      case '$':
        return EMPTY;
      case '*':
      case '+':
      case '?':
        throw new Unknown();
      case '{':
        if (BRACES.test(this.source.slice(this.position - 1))) throw new Unknown();
        return { exact: ['{'], needs: [] };
      default:
        return { exact: [this.literalRun()], needs: [] };
    }
  }

  /** Plain characters read as one string ("water heater"), less a last one a quantifier applies to. */
  literalRun(): string {
    const start = this.position - 1;
    while (this.position < this.source.length && !SPECIAL.has(this.source[this.position]!)) this.position++;
    if (this.position - start > 1 && QUANTIFIER_START.has(this.source[this.position] ?? '')) this.position--;
    return this.source.slice(start, this.position);
  }

  group(): Known {
    const opening = GROUP_OPENING.exec(this.source.slice(this.position))![0];
    // "(?i:" and other group syntax this reading does not know.
    if (opening === '?') throw new Unknown();
    this.position += opening.length;
    const inner = this.alternatives();
    if (this.source[this.position++] !== ')') throw new Unknown();
    // A lookaround consumes nothing; what it asks is left unchecked.
    return LOOKAROUNDS.has(opening) ? EMPTY : inner;
  }

  /** `\b` and `\B` consume nothing; `\s`, `\d`, `\w` are unknown characters; `\.` and the like are literal. */
  escape(): Known {
    const character = this.source[this.position++];
    if (character === undefined) throw new Unknown();
    if (character === 'b' || character === 'B') return EMPTY;
    if ('dDsSwW'.includes(character)) return NOTHING;
    const control = CONTROLS[character];
    if (control) return { exact: [control], needs: [] };
    if (/[A-Za-z0-9_]/.test(character)) throw new Unknown();
    return { exact: [character], needs: [] };
  }

  /** `[- ]`, `[a-e]`: its characters when few; a negated class, `\s` or a wide range: unknown. */
  characterClass(): Known {
    const negated = this.source[this.position] === '^';
    if (negated) this.position++;
    const characters: string[] = [];
    let spelled = true;
    const member = (): string | undefined => {
      const character = this.source[this.position++];
      if (character === undefined) throw new Unknown();
      if (character !== '\\') return character;
      const escaped = this.source[this.position++];
      if (escaped === undefined) throw new Unknown();
      if ('dDsSwW'.includes(escaped)) return undefined;
      if (CONTROLS[escaped]) return CONTROLS[escaped];
      if (/[A-Za-z0-9_]/.test(escaped)) throw new Unknown();
      return escaped;
    };
    while (this.source[this.position] !== ']') {
      const low = member();
      const isRange = this.source[this.position] === '-' && this.source[this.position + 1] !== ']';
      if (!isRange) {
        if (low === undefined) spelled = false;
        else characters.push(low);
        continue;
      }
      this.position++;
      const high = member();
      if (low === undefined || high === undefined) throw new Unknown();
      const from = low.charCodeAt(0);
      const to = high.charCodeAt(0);
      if (to < from) throw new Unknown();
      if (to - from >= MAX_CLASS) spelled = false;
      else for (let code = from; code <= to; code++) characters.push(String.fromCharCode(code));
    }
    this.position++;
    const exact = unique(characters);
    if (negated || !spelled || exact.length === 0 || exact.length > MAX_CLASS) return NOTHING;
    return { exact, needs: [] };
  }

  /** `?` adds the empty string; `+` and `{1,}` keep what the piece needs; `*` and `{0,n}` need nothing. */
  quantified(inner: Known): Known {
    const braces = BRACES.exec(this.source.slice(this.position));
    const sign = SIGNS[this.source[this.position] ?? ''];
    if (!sign && !braces) return inner;
    const min = sign ? sign[0] : Number(braces![1]);
    const max = sign
      ? sign[1]
      : !braces![2]
        ? min
        : braces![3]
          ? Number(braces![3])
          : Number.POSITIVE_INFINITY;
    this.position += sign ? 1 : braces![0].length;
    if (this.source[this.position] === '?') this.position++;
    if (min === 1 && max === 1) return inner;
    if (min === 0 && max === 1)
      return inner.exact ? { exact: unique(['', ...inner.exact]), needs: [] } : NOTHING;
    if (min === 0) return NOTHING;
    // Said at least once: what the piece needs, it needs.
    return { needs: inner.exact && !inner.exact.includes('') ? [...inner.needs, inner.exact] : inner.needs };
  }
}

const CONTROLS: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };
/** What `?`, `*` and `+` allow, least and most. */
const SIGNS: Record<string, [number, number]> = { '?': [0, 1], '*': [0, Infinity], '+': [1, Infinity] };
const LOOKAROUNDS = new Set(['?=', '?!', '?<=', '?<!']);
/** What may follow a group's parenthesis: nothing (capturing), `?:`, a lookaround or a name. */
const GROUP_OPENING = /^(?:\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)?)?/;

/** The choice most likely to rule a rule out: the longest shortest string, then the fewest strings. */
function best(choices: string[][]): string[] | undefined {
  let pick: string[] | undefined;
  for (const choice of choices) if (!pick || quality(choice) > quality(pick)) pick = choice;
  return pick;
}

function quality(choice: readonly string[]): number {
  return Math.min(shortest(choice), 20) * 1000 - choice.length;
}

function shortest(choice: readonly string[]): number {
  let least = Number.POSITIVE_INFINITY;
  for (const literal of choice) least = Math.min(least, literal.length);
  return least;
}

/**
 * Spaces at either end trimmed (what is left is still in every match), then a string that contains another of
 * the same choice dropped: the shorter is met whenever it is.
 */
function tidy(choice: readonly string[]): string[] {
  const trimmed = unique(choice.map((literal) => literal.trim() || literal));
  return trimmed.filter((literal) => !trimmed.some((other) => other !== literal && literal.includes(other)));
}

function unique(strings: string[]): string[] {
  return [...new Set(strings)];
}

const nounNeeds = new Map<string, NeededLiterals>();

/**
 * Whether a work rule's noun, read as whole words (`\b(?:noun)\b`), could match `text`; false only when it
 * certainly cannot. What each noun needs is read once and kept.
 */
export function couldMatchNoun(noun: string, text: string): boolean {
  let needed = nounNeeds.get(noun);
  if (!needed) {
    needed = neededLiterals(String.raw`\b(?:${noun})\b`);
    nounNeeds.set(noun, needed);
  }
  return meetsLiterals(needed, text);
}
