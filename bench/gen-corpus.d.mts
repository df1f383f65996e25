/**
 * Writes a deterministic content folder of `endpoints` endpoints (in groups of 100) to `out`
 * (replaced), with the same seed giving the same files.
 */
export function generateCorpus(endpoints: number, out: string, seed?: number): Promise<void>;
