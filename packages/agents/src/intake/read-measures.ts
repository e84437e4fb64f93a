/** A room size said in an answer: "12x14", "12 by 14 ft", "about 150 sq ft", "9 ft ceilings". */
export interface SaidSize {
  lengthFt?: number;
  widthFt?: number;
  areaSqFt?: number;
  heightFt?: number;
  start: number;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const FEET = String.raw`\s*(?:'|ft\.?|feet|foot)?`;
const RECTANGLE = new RegExp(`${NUMBER}${FEET}\\s*(?:x|by|×)\\s*${NUMBER}${FEET}`, 'gi');
const AREA = /(\d[\d,]*(?:\.\d+)?)\s*(?:sq\.?\s*ft|square\s+feet|square\s+foot|sf|sqft)\b/gi;
const HEIGHT = new RegExp(
  `${NUMBER}\\s*(?:'|ft\\.?|feet|foot)[ -]*(?:high\\s+)?(?:ceilings?|walls?|tall|high)`,
  'gi',
);

/** Every size said in the text, in order. Plausibility bounds keep "2x4 studs" and "1 by 2" out of room sizes. */
export function readSizes(text: string): SaidSize[] {
  const sizes: SaidSize[] = [];
  for (const match of text.matchAll(RECTANGLE)) {
    const length = Number(match[1]);
    const width = Number(match[2]);
    if (length >= 3 && width >= 3 && length <= 200 && width <= 200)
      sizes.push({ lengthFt: Math.max(length, width), widthFt: Math.min(length, width), start: match.index });
  }
  for (const match of text.matchAll(AREA)) {
    const area = Number((match[1] ?? '').replace(/,/g, ''));
    if (area >= 10 && area <= 50_000) sizes.push({ areaSqFt: area, start: match.index });
  }
  for (const match of text.matchAll(HEIGHT)) {
    const height = Number(match[1]);
    if (height >= 6 && height <= 30) sizes.push({ heightFt: height, start: match.index });
  }
  return sizes.sort((a, b) => a.start - b.start);
}

const MONEY =
  /(?:\$\s*(\d[\d,]*(?:\.\d+)?)\s*(k|m|thousand|million)?|\b(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|grand|dollars|usd)\b)/gi;

/** A budget said in the text, in cents: "$30k", "30,000 dollars", "about 25 grand"; the largest when several. */
export function readBudgetCents(text: string): { cents: number; start: number; end: number } | undefined {
  let best: { cents: number; start: number; end: number } | undefined;
  for (const match of text.matchAll(MONEY)) {
    const digits = (match[1] ?? match[3] ?? '').replace(/,/g, '');
    const unit = (match[2] ?? match[4] ?? '').toLowerCase();
    const factor =
      unit === 'k' || unit === 'thousand' || unit === 'grand'
        ? 1000
        : unit === 'm' || unit === 'million'
          ? 1_000_000
          : 1;
    const dollars = Number(digits) * factor;
    if (!Number.isFinite(dollars) || dollars < 100 || dollars > 50_000_000) continue;
    const cents = Math.round(dollars * 100);
    if (!best || cents > best.cents) best = { cents, start: match.index, end: match.index + match[0].length };
  }
  return best;
}

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const TIMELINE = new RegExp(
  `\\b(?:by|before|in|within|done by|finished by|start(?:ing)? in|after)\\s+(?:the\\s+)?(?:(?:${MONTHS})\\b|\\d+\\s+(?:days?|weeks?|months?)|(?:spring|summer|fall|autumn|winter|the holidays|christmas|thanksgiving|school starts|the baby)\\b)`,
  'i',
);

/** A timeline phrase ("by March", "within 6 weeks"), or undefined. */
export function readTimeline(text: string): string | undefined {
  return TIMELINE.exec(text)?.[0];
}
