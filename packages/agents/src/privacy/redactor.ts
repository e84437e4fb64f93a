/** Kinds of sensitive value; names and amounts are only ever the ones the user flags. */
export type SensitiveKind = 'EMAIL' | 'PHONE' | 'ADDRESS' | 'NAME' | 'AMOUNT' | 'VALUE';

export interface FlaggedValue {
  kind: SensitiveKind;
  value: string;
}

export interface RedactorOptions {
  /** Values the user marked sensitive (a client's name, an amount, …), replaced wherever they appear. */
  flagged?: readonly FlaggedValue[];
  /** Kinds found by pattern; default all three. A ZIP code is never redacted: pricing needs it. */
  detect?: ReadonlyArray<'EMAIL' | 'PHONE' | 'ADDRESS'>;
}

const TOKEN = /⟦([A-Z]+_\d+)⟧/g;
const PARTIAL_TOKEN_AT_END = /⟦[A-Z_\d]*$/;

// Patterns err toward catching: a false positive costs the model a token, a miss leaks a customer's data.
const PATTERNS: Record<'EMAIL' | 'PHONE' | 'ADDRESS', RegExp> = {
  EMAIL: /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g,
  // Ten digits in the North American forms; a 5-digit ZIP or a 12x14 dimension never matches.
  PHONE: /(?<![\d-])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?!\d)/g,
  ADDRESS:
    /\b\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:[A-Z0-9][a-z0-9]*\s+){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Ter|Circle|Cir|Parkway|Pkwy|Highway|Hwy)\b\.?(?:\s*(?:Apt|Unit|Suite|#)\.?\s*[\w-]+)?/g,
};

/**
 * Replaces sensitive values by stable tokens (`⟦EMAIL_1⟧`: the same value always gets the same token within
 * one redactor, so the model can still tell two customers apart) and puts them back. One redactor per run.
 */
export class Redactor {
  private readonly byValue = new Map<string, string>();
  private readonly byToken = new Map<string, string>();
  private readonly counters = new Map<SensitiveKind, number>();
  private readonly flagged: FlaggedValue[];
  private readonly detect: ReadonlyArray<'EMAIL' | 'PHONE' | 'ADDRESS'>;

  constructor(options: RedactorOptions = {}) {
    // Longest first, so "Jane Smith" is replaced before "Jane".
    this.flagged = [...(options.flagged ?? [])]
      .filter((entry) => entry.value.trim() !== '')
      .sort((a, b) => b.value.length - a.value.length);
    this.detect = options.detect ?? ['EMAIL', 'PHONE', 'ADDRESS'];
  }

  /** The token for a value, made on first sight. */
  tokenFor(kind: SensitiveKind, value: string): string {
    const known = this.byValue.get(value);
    if (known) return known;
    const next = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, next);
    const token = `⟦${kind}_${next}⟧`;
    this.byValue.set(value, token);
    this.byToken.set(token, value);
    return token;
  }

  /** The text with every flagged and detected value replaced by its token. */
  redact(text: string): string {
    let result = text;
    for (const { kind, value } of this.flagged) {
      if (result.includes(value)) result = result.split(value).join(this.tokenFor(kind, value));
    }
    for (const kind of this.detect) {
      result = result.replace(PATTERNS[kind], (match) => this.tokenFor(kind, match));
    }
    return result;
  }

  /** The text with every known token put back; unknown tokens stay as they are. */
  restore(text: string, encode: (value: string) => string = (value) => value): string {
    return text.replace(TOKEN, (token) => {
      const value = this.byToken.get(token);
      return value === undefined ? token : encode(value);
    });
  }

  /** Every string inside a JSON-like value redacted (keys kept). */
  redactDeep<T>(value: T, skipKeys: ReadonlySet<string> = new Set()): T {
    return mapStrings(value, (text) => this.redact(text), skipKeys) as T;
  }

  /** Every string inside a JSON-like value restored. */
  restoreDeep<T>(value: T): T {
    return mapStrings(value, (text) => this.restore(text), new Set()) as T;
  }

  /** How many distinct values have been replaced, by kind. */
  counts(): Partial<Record<SensitiveKind, number>> {
    return Object.fromEntries(this.counters);
  }

  /**
   * Splits streamed text into what can be shown now (restored) and what must wait: a token may arrive in
   * pieces, so a trailing `⟦…` without its `⟧` is held back.
   */
  restorePrefix(
    buffered: string,
    encode: (value: string) => string = (value) => value,
  ): { ready: string; held: string } {
    const partial = PARTIAL_TOKEN_AT_END.exec(buffered);
    const cut = partial ? partial.index : buffered.length;
    return { ready: this.restore(buffered.slice(0, cut), encode), held: buffered.slice(cut) };
  }
}

function mapStrings(value: unknown, map: (text: string) => string, skipKeys: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map, skipKeys));
  if (value instanceof Uint8Array || value instanceof URL || value === null || typeof value !== 'object')
    return value;
  // A file part's `data` is bytes or base64, never prose: a digit run in base64 could pass for a phone number.
  const isFile = (value as { type?: unknown }).type === 'file';
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      skipKeys.has(key) || (isFile && key === 'data') ? item : mapStrings(item, map, skipKeys),
    ]),
  );
}
