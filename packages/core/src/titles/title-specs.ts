/**
 * Things in a title that look like numbers but are not sizes: wire gauges ("12/2"), screw gauges ("#9"),
 * nail pennies ("16D"), volts, amps, R-values, schedules, felt weights. They are pulled out as text and blanked
 * in the title (same length, so positions still line up) before sizes are read; otherwise "12/2" would read as
 * the fraction 6 and "R-19" as a bare 19.
 */

const WIRE_CONTEXT = /\b(?:nm-?b|uf-?b|romex|wire|cable|cord|thhn|mc)\b/i;

interface SpecRule {
  pattern: RegExp;
  /** Some patterns only mean a spec in context (a gauge pair only on wire). */
  when?: RegExp;
}

const SPEC_RULES: SpecRule[] = [
  // AWG conductor count: 14/2, 12/3, 10-2 (NEC sizes; "with ground" follows in words).
  { pattern: /(?<![\d./-])(?:18|16|14|12|10|8|6|4|3|2|1)[/-][234](?![\d/])/g, when: WIRE_CONTEXT },
  { pattern: /\b\d+\s?awg\b/gi },
  { pattern: /#\s?\d+(?![\d/])/g },
  { pattern: /\b\d+d\b/gi },
  { pattern: /\b\d+(?:-|\s)?(?:gauge|ga\.?)(?![a-z])/gi },
  { pattern: /\b\d+(?:\.\d+)?(?:-|\s)?volts?\b|\b\d+(?:\.\d+)?-?V\b/gi },
  { pattern: /\b\d+(?:\.\d+)?(?:-|\s)?amps?\b|\b\d+A\b/gi },
  { pattern: /\b\d+(?:,\d{3})*(?:-|\s)?(?:watts?|btu|psi|grit|mil)\b/gi },
  { pattern: /\bR-?\d+(?:\.\d+)?\b/g },
  { pattern: /\b(?:sch(?:edule)?\.?)\s?\d+\b/gi },
  { pattern: /\bType\s+(?:X|C|L|M|K)\b/g },
  // Roofing felt is graded by the weight of an old standard square ("15 lb. felt"), not sold by weight.
  { pattern: /\b\d+\s?lb\.?(?=\s+(?:organic\s+|asphalt\s+)?(?:roofing\s+)?felt\b)/gi },
];

export interface SpecExtraction {
  specs: string[];
  /** The title with each spec blanked out by spaces. */
  masked: string;
}

/** Collects specs in the order they appear and blanks them out of the title. */
export function extractSpecs(title: string): SpecExtraction {
  const found: { start: number; text: string }[] = [];
  let masked = title;
  for (const rule of SPEC_RULES) {
    if (rule.when && !rule.when.test(title)) continue;
    masked = masked.replace(rule.pattern, (match: string, ...rest: unknown[]) => {
      const offset = rest.find((value) => typeof value === 'number') as number;
      found.push({ start: offset, text: match.trim() });
      return ' '.repeat(match.length);
    });
  }
  found.sort((a, b) => a.start - b.start);
  return { specs: found.map((spec) => spec.text), masked };
}
