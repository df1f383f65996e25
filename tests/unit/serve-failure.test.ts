/**
 * A rebuild that throws (a bug of pamdocs, not a content problem) is
 * reported as what it is: an internal error with its message, in the
 * terminal and in the open pages' overlay, while the server keeps serving
 * the last good build. The failure is simulated by making the build throw
 * while a flag is set.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli.js';
import { serve, type ServeHandle } from '../../src/index.js';
import { tempContent, type TempContent } from '../helpers/content.js';

const failing = vi.hoisted(() => ({ on: false }));

vi.mock('../../src/pipeline/site-build.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/pipeline/site-build.js')>();
  return {
    ...original,
    buildFiles: (options: Parameters<typeof original.buildFiles>[0]) => {
      if (failing.on) throw new Error('the simulated bug');
      return original.buildFiles(options);
    },
  };
});

let temp: TempContent | undefined;
let handle: ServeHandle | undefined;
afterEach(async () => {
  failing.on = false;
  await handle?.close();
  await temp?.cleanup();
  handle = undefined;
  temp = undefined;
});

const CART = 'endpoints/cart/get-user-cart.md';

describe('a rebuild that fails with an internal error', () => {
  it('is sent to open pages as a failure with its message; the last good build stays served; the next good build clears it', async () => {
    temp = await tempContent();
    const failures: { message: string; changed: string[] }[] = [];
    handle = await serve({
      cwd: temp.cwd,
      port: 0,
      watch: true,
      onRebuildError: (error, changed) => failures.push({ message: error.message, changed }),
    });
    const events = await fetch(new URL('__pamdocs/events', handle.url));
    const reader = events.body!.getReader();
    let received = '';
    const until = async (text: string) => {
      while (!received.includes(text)) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error(`the event stream ended before ${text}`);
        received += new TextDecoder().decode(chunk.value);
      }
    };
    const served = await (await fetch(handle.url)).text();

    failing.on = true;
    await temp.edit(CART, 'title: Get User Cart', 'title: Read User Cart');
    await until('event: failure');
    expect(received).toContain('event: failure\ndata: {"message":"the simulated bug"}\n\n');
    expect(failures).toEqual([{ message: 'the simulated bug', changed: ['content/endpoints/cart/get-user-cart.md'] }]);
    expect(await (await fetch(handle.url)).text()).toBe(served);

    failing.on = false;
    await temp.edit(CART, 'title: Read User Cart', 'title: Get User Cart');
    await until('event: update');
    await reader.cancel();
  });

  it('is printed by the CLI as an internal error with its message and what changed', async () => {
    temp = await tempContent();
    let stderr = '';
    let stdout = '';
    const running = runCli(['serve', '--watch', '--port', '0'], {
      stdout: (t) => (stdout += t),
      stderr: (t) => (stderr += t),
      color: false,
      cwd: temp.cwd,
    });
    await expect.poll(() => stdout).toContain('pamdocs is serving the docs');
    failing.on = true;
    await temp.edit(CART, 'title: Get User Cart', 'title: Read User Cart');
    await expect.poll(() => stderr).toContain('internal error');
    process.emit('SIGINT');
    expect(await running).toBe(0);
    expect(stderr).toContain(
      'not rebuilt after content/endpoints/cart/get-user-cart.md: internal error: the simulated bug\nThe server keeps serving the last good build.\nRun again with --debug for the stack trace, and report it as a bug.\n',
    );
  });
});
