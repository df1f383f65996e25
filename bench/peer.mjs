// What the benchmarks that time pamdocs against a peer share: Redocly CLI (not a dependency), installed from the
// registry into node_modules/.cache/pamdocs-bench/ the first time and run with its telemetry and update notice off
// (so no request to the network is timed), and one way to run a node script and read its wall time and peak RSS.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_CACHE } from './registry-spec.mjs';

const EXIT_RSS = fileURLToPath(new URL('exit-rss.mjs', import.meta.url));

/** The Redocly CLI version the benchmarks compare with. */
export const REDOCLY_VERSION = '2.77.0';

/** The environment Redocly CLI runs in: no telemetry, no update notice. */
export const REDOCLY_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/** Redocly CLI's bin script, installed from the registry the first time. */
export function redoclyBin() {
  const dir = path.join(BENCH_CACHE, `redocly-cli-${REDOCLY_VERSION}`);
  const bin = path.join(dir, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  if (existsSync(bin)) return bin;
  mkdirSync(dir, { recursive: true });
  execFileSync('npm', ['install', '--prefix', dir, `@redocly/cli@${REDOCLY_VERSION}`, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  return bin;
}

/**
 * Runs the node script `script` with `scriptArgs` in `cwd`, with this node; returns its wall time (ms), peak RSS
 * of all its threads (KiB, bench/exit-rss.mjs) and exit code. Throws when it exits with a code not in `codes`.
 */
export function runNode(script, scriptArgs, cwd, env = process.env, codes = [0]) {
  const t = performance.now();
  const r = spawnSync(process.execPath, ['--import', EXIT_RSS, script, ...scriptArgs], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
  const ms = performance.now() - t;
  if (!codes.includes(r.status))
    throw new Error(`${path.basename(script)} ${scriptArgs.join(' ')} exited with ${r.status}:\n${r.stderr.slice(-4000)}`);
  return { ms, rss: Number(/pamdocs-bench-rss (\d+)/.exec(r.stderr)?.[1] ?? NaN), status: r.status };
}

/** The median of `xs`. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
