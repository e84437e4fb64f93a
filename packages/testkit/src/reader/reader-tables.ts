import { beforeAll, expect, it } from 'vitest';
import { estimateText, readKinds } from './read-text.ts';

// Table-test shapes the reader's sweeps repeat: a part read as itself and never as its system, and a text priced
// inside a band.

/**
 * Loads the trade profiles, the lexicon and the catalog in set-up (seconds on a loaded machine), not inside the
 * first test.
 */
export function warmUpReader(): void {
  beforeAll(async () => {
    await estimateText('paint a 12x12 bedroom');
  });
}

/** Each text is read as its kind of work, and as none of the `systems` it is a part of. */
export function partNotSystem(cases: [string, string][], systems: string[]): void {
  it.each(cases)('%s → %s', (text, kind) => {
    const read = readKinds(text);
    expect(read).toContain(kind);
    for (const system of systems) expect(read).not.toContain(system);
  });
}

/** Each text is read as `kind` and not as `neighbour` (the bigger or plainer thing it was read as before). */
export function kindNotNeighbour(cases: [string, string, string][]): void {
  it.each(cases)('%s → %s, not %s', (text, kind, neighbour) => {
    const read = readKinds(text);
    expect(read).toContain(kind);
    expect(read).not.toContain(neighbour);
  });
}

/** Each text's estimate lands inside its band, in cents. */
export function pricedInBand(cases: [string, number, number][]): void {
  it.each(cases)('%s: %i-%i cents', async (text, lowCents, highCents) => {
    const { cents } = await estimateText(text);
    expect(cents).toBeGreaterThanOrEqual(lowCents);
    expect(cents).toBeLessThanOrEqual(highCents);
  });
}
