import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The modules `browser.ts` reaches, by reading their imports: a type-only import brings no code to a bundle.
function reachedModules(entry: URL): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as URL;
    if (reached.has(file.href)) continue;
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^'";]*?from\s*'([^']+)'/gm)].map(
      (match) => match[1] as string,
    );
    reached.set(file.href, specifiers);
    for (const spec of specifiers) if (spec.startsWith('.')) pending.push(new URL(spec, file));
  }
  return reached;
}

describe("core's browser entry", () => {
  const reached = reachedModules(new URL('./browser.ts', import.meta.url));

  it('reaches only modules that read no bundled data and import no Node built-in or zod', () => {
    const offending = [...reached].flatMap(([file, specs]) =>
      specs
        .filter((spec) => spec.startsWith('node:') || spec === 'zod' || spec.endsWith('bundled-data.ts'))
        .map((spec) => `${file.split('/src/')[1]} imports ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it('offers money and units as values', async () => {
    const browser = await import('./browser.ts');
    expect(Object.keys(browser).sort()).toEqual([
      'UOMS',
      'dollarsToCents',
      'formatCents',
      'parseMoneyToCents',
      'percentOfCents',
      'roundCents',
    ]);
    expect(browser.formatCents(123456)).toBe('$1,234.56');
  });
});
