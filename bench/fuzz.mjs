#!/usr/bin/env node
// A long fuzz run on demand: the fuzz test (tests/unit/fuzz.test.ts) with many more rounds than `npm test`
// runs. Each round mutates one real content file (byte flips, truncation, YAML junk including recursive
// aliases and alias bombs, deep nesting, very long lines, BOM, CRLF, NUL) and runs check and build on it.
// A failing round prints its own seed; `FUZZ_SEED=<seed> FUZZ_RUNS=1 npx vitest run tests/unit/fuzz.test.ts`
// replays it alone.
//
// usage: node bench/fuzz.mjs [rounds] [seed]    (default: 20000 rounds from a seed taken from the clock)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const rounds = Number(process.argv[2] ?? 20_000);
const seed = Number(process.argv[3] ?? Date.now() % 2 ** 31);
if (!Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(seed)) {
  console.error('usage: node bench/fuzz.mjs [rounds] [seed]');
  process.exit(2);
}
console.log(`fuzz: ${rounds} rounds, seeds ${seed} to ${seed + rounds - 1}`);
const started = Date.now();
const run = spawnSync('npx', ['vitest', 'run', 'tests/unit/fuzz.test.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: String(rounds), FUZZ_SEED: String(seed) },
});
console.log(`fuzz: ${run.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(run.status ?? 1);
