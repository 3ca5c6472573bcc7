/** A seeded pseudo-random source: returns numbers uniform in [0, 1). */
export type Rng = () => number;

/**
 * mulberry32: a tiny, fast 32-bit PRNG. Grading itself is deterministic; this exists so that
 * simulations (benchmark drafts, the evaluation's ADP bots, property tests) are reproducible from
 * a seed instead of depending on `Math.random`.
 */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A standard normal draw from a uniform source (Box–Muller). Used to perturb ADP in simulated
 * drafts; two uniforms per draw keeps the stream easy to reason about.
 */
export function gaussian(rng: Rng): number {
  const u = Math.max(rng(), 1e-12);
  const v = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Mixes several integers into one 32-bit seed (FNV-1a style), e.g. (seed, season, draft). */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h ^= part >>> 0;
    h = Math.imul(h, 0x01000193) >>> 0;
    h ^= h >>> 13;
  }
  return h >>> 0;
}
