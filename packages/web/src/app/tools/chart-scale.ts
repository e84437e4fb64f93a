/** Maps a value range onto a pixel range; a flat range maps to the middle. */
export function linearScale(domain: [number, number], range: [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** A compact dollar label for an axis: 35704000 cents → "$357k". */
export function axisDollars(amountCents: number): string {
  const dollars = amountCents / 100;
  const size = Math.abs(dollars);
  if (size >= 1_000_000) return `$${(dollars / 1_000_000).toFixed(size >= 10_000_000 ? 0 : 1)}M`;
  if (size >= 1_000) return `$${(dollars / 1_000).toFixed(size >= 10_000 ? 0 : 1)}k`;
  return `$${Math.round(dollars)}`;
}
