// A seeded PRNG (mulberry32), shared by the corpus generator and the fuzz tests.

/**
 * @param {number} seed
 * @returns {() => number} the same sequence of floats in [0, 1) for the same seed
 */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
