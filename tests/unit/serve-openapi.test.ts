/**
 * `serve --watch` of a content folder holding a large OpenAPI document
 * (over the 1 MiB of a content file): a save caught half-written is read
 * again once the writes stop, and the page never keeps its error.
 */
import { mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serve, type ServeHandle } from '../../src/index.js';
import type { SiteBuild } from '../../src/pipeline/site-build.js';
import { TRAILING_CHECK_MS } from '../../src/serve/rebuilder.js';
import { MAX_FILE_BYTES } from '../../src/source/read.js';

let cwd: string | undefined;
let handle: ServeHandle | undefined;
afterEach(async () => {
  await handle?.close();
  if (cwd) await rm(cwd, { recursive: true, force: true });
  handle = undefined;
  cwd = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A document of one operation summarized `summary`, padded past the size of a content file (the padding last, so half of it is an unterminated string). */
const documentText = (summary: string) =>
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Big', version: '1' },
    paths: { '/things': { get: { operationId: 'listThings', summary, responses: { '200': { description: 'OK' } } } } },
    'x-padding': 'x'.repeat(MAX_FILE_BYTES + 100_000),
  });

describe('serve --watch of a large OpenAPI document in the content folder', () => {
  it('reads a save caught half-written again when the writes stop, and shows the complete document', async () => {
    cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-serve-openapi-'));
    const dir = path.join(cwd, 'content');
    const file = path.join(dir, 'api.json');
    await mkdir(dir);
    await writeFile(path.join(dir, 'pamdocs.yaml'), 'openapi: api.json\n');
    await writeFile(file, documentText('List things'));
    const builds: SiteBuild[] = [];
    handle = await serve({ cwd, port: 0, watch: true, onBuild: (result) => builds.push(result) });
    const titles = () => builds.at(-1)?.model?.groups.flatMap((g) => g.endpoints.map((e) => e.title));
    expect(titles()).toEqual(['List things']);
    const problems = () => builds.at(-1)!.diagnostics.map((d) => `${d.rule} ${d.message}`);

    // A slow writer (an editor flushing a large buffer): the first half, a pause, then the rest in chunks a few ms apart.
    for (let round = 1; round <= 3; round++) {
      const text = documentText(`List things, round ${round}`);
      const half = Math.floor(text.length / 2);
      const writer = await open(file, 'w');
      await writer.write(text.slice(0, half));
      await expect.poll(problems).toContainEqual(expect.stringMatching(/^openapi\/syntax /));
      // Past the watcher's 50 ms throttle of a file's changes and the trailing re-read of the first half.
      await sleep(TRAILING_CHECK_MS * 2);
      const chunk = Math.ceil((text.length - half) / 8);
      for (let at = half; at < text.length; at += chunk) {
        await writer.write(text.slice(at, at + chunk));
        await sleep(5);
      }
      await writer.close();
      await expect.poll(titles, { timeout: 10_000 }).toEqual([`List things, round ${round}`]);
      await handle.idle();
      expect(problems()).toEqual([]);
    }
    const served = await fetch(new URL('openapi.json', handle.url));
    expect(JSON.parse(await served.text()).paths['/things'].get.summary).toBe('List things, round 3');
  });
});
