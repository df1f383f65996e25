/**
 * The real CLI under signals. Kill test: `pamdocs build` is killed (SIGKILL)
 * at random moments; the output folder must then hold either the previous
 * site, byte for byte, or the complete new one: never a mix, never nothing.
 * And `pamdocs serve --watch` prints a line per rebuild and stops cleanly on
 * Ctrl-C (SIGINT): exit 0, port free.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/index.js';
import { PAM_CONTENT, ROOT, tempContent, type TempContent } from '../helpers/content.js';
import { prng } from '../helpers/mutate.js';
import { snapshot } from '../helpers/snapshot.js';
import { Session } from '../../src/shared/session.js';

let temp: TempContent;
/** The real CLI shim: it runs `dist/`, which `npm test` compiles before the tests run (package.json). */
const cli = path.join(ROOT, 'bin', 'pamdocs.js');
beforeAll(async () => {
  temp = await tempContent(PAM_CONTENT);
});
afterAll(async () => {
  await temp.cleanup();
});

describe('interrupted builds', () => {
  it('the spawned CLI builds the site when left alone (control)', { timeout: 60_000 }, async () => {
    const out = path.join(temp.cwd, 'control');
    const child = spawn(process.execPath, [cli, 'build', '--out', out], { cwd: temp.cwd, stdio: 'ignore' });
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(0);
    const reference = path.join(temp.cwd, 'control-reference');
    await build({ cwd: temp.cwd, out: reference, session: new Session() });
    expect(await snapshot(out)).toEqual(await snapshot(reference));
  });

  it('leave the previous output intact (or the complete new one) when killed at random moments, 20 times', {
    timeout: 180_000,
  }, async () => {
    const out = path.join(temp.cwd, 'site');
    const random = prng(7);
    let interrupted = 0;
    // How long a spawned build takes on this machine now, after the same steps as each run below: each kill lands
    // within it, however fast the machine is (a fixed window let most builds finish first on a fast one).
    await temp.edit('endpoints/cart/get-user-cart.md', /^title: .*$/m, 'title: Get User Cart timed');
    await build({ cwd: temp.cwd, out: path.join(temp.cwd, 'timed-reference'), session: new Session() });
    const started = performance.now();
    const timed = spawn(process.execPath, [cli, 'build', '--out', path.join(temp.cwd, 'timed')], { cwd: temp.cwd, stdio: 'ignore' });
    expect(await new Promise((resolve) => timed.once('exit', resolve))).toBe(0);
    const buildMs = performance.now() - started;
    for (let run = 0; run < 20; run++) {
      // The previous site, then a content change so a finished build would differ from it.
      await build({ cwd: temp.cwd, out, session: new Session() });
      const before = await snapshot(out);
      await temp.edit('endpoints/cart/get-user-cart.md', /^title: .*$/m, `title: Get User Cart ${run}`);
      const reference = path.join(temp.cwd, 'reference');
      await build({ cwd: temp.cwd, out: reference, session: new Session() });
      const after = await snapshot(reference);
      expect(after).not.toEqual(before);

      const child = spawn(process.execPath, [cli, 'build', '--out', out], { cwd: temp.cwd, stdio: 'ignore' });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Within the first 60 % of it, before the swap mostly (the rest is the swap, the cache's save and exiting).
      await new Promise((r) => setTimeout(r, Math.floor(random() * buildMs * 0.6)));
      child.kill('SIGKILL');
      await exited;
      const now = await snapshot(out);
      if (JSON.stringify(now) === JSON.stringify(before)) interrupted++;
      else expect(now, `run ${run}: the output is neither the previous site nor the new one`).toEqual(after);
    }
    // Most kills land before the swap; the test is only meaningful if some do.
    expect(interrupted).toBeGreaterThan(5);
  });
});

describe('serve --watch in a terminal', () => {
  it('prints a line per rebuild with what changed, the time and the problems, and stops on Ctrl-C with exit 0, freeing its port', {
    timeout: 60_000,
  }, async () => {
    const site = await tempContent();
    try {
      const child = spawn(process.execPath, [cli, 'serve', '--watch', '--port', '0'], { cwd: site.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const serving = /serving the docs at (http:\/\/127\.0\.0\.1:(\d+)\/)/;
      await expect.poll(() => serving.exec(stdout)?.[1], { timeout: 30_000 }).toBeDefined();
      const url = serving.exec(stdout)!;
      expect((await fetch(url[1]!)).status).toBe(200);

      await site.edit('endpoints/cart/get-user-cart.md', 'title: Get User Cart', 'title: Read User Cart');
      await expect
        .poll(() => stderr, { timeout: 10_000 })
        .toMatch(/rebuilt after content\/endpoints\/cart\/get-user-cart\.md in \d+ ms, 0 problems\n/);
      await site.edit('endpoints/cart/get-user-cart.md', 'method: GET', 'method: get');
      await expect
        .poll(() => stderr, { timeout: 10_000 })
        .toMatch(/not rebuilt after content\/endpoints\/cart\/get-user-cart\.md in \d+ ms, 1 problem\n/);
      // The problem itself, with its rule id, comes with that line (once the watcher has seen the whole
      // save: a rebuild that read the file while it was being written reports it, then the next one this).
      await expect.poll(() => stderr.slice(stderr.lastIndexOf('not rebuilt')), { timeout: 10_000 }).toContain('frontmatter/invalid-value');

      child.kill('SIGINT');
      expect(await exited).toBe(0);
      // The port is free again.
      const port = Number(url[2]);
      const probe = createServer();
      await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
      await new Promise((resolve) => probe.close(resolve));
    } finally {
      await site.cleanup();
    }
  });
});
