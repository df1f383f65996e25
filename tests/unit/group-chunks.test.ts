/**
 * A big group's data comes in several scripts: the page's own holds the head
 * and the first endpoints and lists the others, which deliver the rest in
 * order; a small group (every PAM group) stays one script.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { importSpec } from '../../src/pipeline/import.js';
import { DATA_CALLBACK, groupChunkKey, type GroupChunk, type GroupPage, type SiteIndex } from '../../src/shared/page-protocol.js';
import { Session } from '../../src/shared/session.js';
import { bigGroupSpec } from '../helpers/big-group.js';
import { PAM_CONTENT } from '../helpers/content.js';

let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-chunks-'));
  await writeFile(path.join(cwd, 'records.json'), bigGroupSpec(40));
  expect((await importSpec({ spec: 'records.json', out: 'content', cwd })).ok).toBe(true);
});
afterAll(() => rm(cwd, { recursive: true, force: true }));

/** The key and payload a data script delivers. */
function delivered(text: string): [string, unknown] {
  const prefix = `window[${JSON.stringify(DATA_CALLBACK)}](`;
  expect(text.startsWith(prefix)).toBe(true);
  const key = JSON.parse(text.slice(prefix.length, text.indexOf(',', prefix.length))) as string;
  return [key, JSON.parse(text.slice(text.indexOf(',', prefix.length) + 1, text.lastIndexOf(');')))];
}

/** The group pages of a build: each group's first script's payload, and the files. */
async function groupsOf(dir: string, at: string) {
  const built = await buildFiles({ dir, cwd: at, session: new Session() });
  expect(built.ok).toBe(true);
  const indexFile = [...built.files.keys()].find((f) => /^assets\/index-[0-9a-f]+\.js$/.test(f))!;
  const indexText = String(built.files.get(indexFile));
  const index = JSON.parse(indexText.slice(indexText.indexOf('=') + 1, indexText.lastIndexOf(';'))) as SiteIndex;
  return { built, pages: index.groups.map((g) => [g, delivered(String(built.files.get(g.asset)))[1] as GroupPage] as const) };
}

describe('the data of a group page', () => {
  it('comes in several scripts for a big group: the first endpoints with the page, the rest in order', async () => {
    const { built, pages } = await groupsOf('content', cwd);
    const [group, page] = pages[0]!;
    expect(group.entries).toHaveLength(40);
    expect(page.more!.length).toBeGreaterThan(1);
    expect(page.endpoints.length).toBeGreaterThan(0);
    expect(JSON.stringify(page.endpoints).length).toBeLessThanOrEqual(64 * 1024);
    const ids = page.endpoints.map((e) => e.id);
    page.more!.forEach((asset, i) => {
      const [key, chunk] = delivered(String(built.files.get(asset)));
      expect(key).toBe(groupChunkKey(page.id, i + 1));
      ids.push(...(chunk as GroupChunk).endpoints.map((e) => e.id));
    });
    expect(ids).toEqual(group.entries.map((e) => e.anchor));
    expect(built.model!.groups[0]!.endpoints.map((e) => e.id)).toEqual(ids);
  });

  it('is one script for each PAM group', async () => {
    const { pages } = await groupsOf(PAM_CONTENT, process.cwd());
    expect(pages).toHaveLength(12);
    for (const [group, page] of pages) {
      expect(page.more, group.id).toBeUndefined();
      expect(page.endpoints.map((e) => e.id)).toEqual(group.entries.map((e) => e.anchor));
    }
  });
});
