/**
 * A YAML syntax error found inside a job, as the real CLI reports it: the
 * frontmatter is read in the compiled job module (`dist/parse/jobs.js`, so
 * `npm run compile` first), on this thread for a few files and on worker
 * threads for more than PARALLEL_THRESHOLD, and the `yaml` package that
 * places the error is loaded lazily from there. The diagnostic is the
 * parser's own, at its line, never an internal error of the lazy load
 * (`yaml2(...).parseDocument is not a function` was reported for an
 * imported document once, from the CommonJS job bundle of that time).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../bench/gen-corpus.mjs';
import { PARALLEL_THRESHOLD } from '../../src/shared/jobs/pool.js';
import { ROOT } from '../helpers/content.js';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-job-yaml-'));
  await mkdir(path.join(work, 'node_modules'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** The output of `pamdocs check` on `endpoints` generated endpoints, the first one's frontmatter broken at its second line. */
async function checkBroken(endpoints: number): Promise<{ file: string; out: string }> {
  const content = path.join(work, String(endpoints));
  await generateCorpus(endpoints, content);
  const group = (await readdir(path.join(content, 'endpoints'))).sort()[0] ?? '';
  const name = (await readdir(path.join(content, 'endpoints', group))).sort()[0] ?? '';
  const file = path.join('endpoints', group, name);
  const text = await readFile(path.join(content, file), 'utf8');
  await writeFile(path.join(content, file), text.replace(/^---\n/, '---\nbroken: [GET\n'));
  const out = await promisify(execFile)(process.execPath, [path.join(ROOT, 'bin', 'pamdocs.js'), 'check', String(endpoints)], {
    cwd: work,
    maxBuffer: 64 << 20,
  }).then(
    (r) => r.stdout + r.stderr,
    (error: { stdout: string; stderr: string }) => error.stdout + error.stderr,
  );
  return { file: path.join(String(endpoints), file), out };
}

describe('a YAML syntax error in a job', () => {
  it.each([3, PARALLEL_THRESHOLD + 1])(
    'is reported at its line with the parser’s message (%i endpoints)',
    { timeout: 120_000 },
    async (n) => {
      const { file, out } = await checkBroken(n);
      expect(out).toContain(
        `${file}\n  3:1  error    YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]  frontmatter/yaml-syntax`,
      );
      expect(out).not.toMatch(/is not a function|internal/i);
    },
  );
});
