/** A seeded PRNG (mulberry32): the same seed gives the same sequence of floats in [0, 1). */
export function prng(seed: number): () => number;
