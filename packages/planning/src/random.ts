/** A source of uniform numbers in [0, 1). Inject one; planning never calls Math.random. */
export interface RandomSource {
  next(): number;
  /** Fills `target` with uniforms in [0, 1); the same numbers `next()` would give, faster in bulk. */
  fill?(target: Float64Array): void;
}

/**
 * xoshiro128** (Blackman & Vigna, 2018): 32-bit arithmetic, period 2^128 − 1, fast in JavaScript. The state is
 * seeded with splitmix32 so that nearby seeds give unrelated streams. Same seed, same numbers, everywhere.
 */
export function createRandom(seed: number): RandomSource {
  let s = seed >>> 0;
  const splitmix32 = () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix32();
  let b = splitmix32();
  let c = splitmix32();
  let d = splitmix32();
  if ((a | b | c | d) === 0) a = 1;
  const next = () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result / 4294967296;
  };
  return {
    next,
    fill(target: Float64Array) {
      for (let i = 0; i < target.length; i++) target[i] = next();
    },
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
