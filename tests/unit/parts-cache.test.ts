/**
 * An OpenAPI document read live, built again by another process after an
 * edit: the parts its operations and schemas were converted to are kept in
 * the document cache on disk (src/openapi/live/source.ts), and so is its last
 * check (src/openapi/live/last-check.ts): the next run lints and converts only
 * what the edit changed, and makes what a fresh run makes.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { lintDocument } from '@redocly/openapi-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentDocument } from '../../src/parse/documents.js';
import { convertParts } from '../../src/openapi/live/parts.js';
import { loadAndCheck } from '../../src/pipeline/steps.js';
import { DiskCache } from '../../src/shared/cache.js';
import { Session } from '../../src/shared/session.js';

// The conversion and Redocly's lint as they are, watched: how many parts a run converts, which paths it lints.
vi.mock('../../src/openapi/live/parts.js', async (original) => {
  const parts = await original<typeof import('../../src/openapi/live/parts.js')>();
  return { ...parts, convertParts: vi.fn(parts.convertParts) };
});
vi.mock('@redocly/openapi-core', async (original) => {
  const core = await original<typeof import('@redocly/openapi-core')>();
  return { ...core, lintDocument: vi.fn(core.lintDocument) };
});

const require = createRequire(import.meta.url);
let cwd: string | undefined;
afterEach(async () => {
  if (cwd) await rm(cwd, { recursive: true, force: true });
  cwd = undefined;
});

/** A check of the project in `dir` as a new process runs it: a new session on the document cache on disk, saved at the end. */
async function run(dir: string) {
  const cache = await DiskCache.open('content', dir);
  const checked = await loadAndCheck({ cwd: dir, session: new Session({ cache }) });
  await cache.save();
  return checked;
}

/** What a reader and the checks get of a run: each document's kind, id, data and rendered body, and the diagnostics. */
const outcome = (checked: Awaited<ReturnType<typeof loadAndCheck>>) => ({
  documents: checked.content.documents.map((d: ContentDocument) => ({
    kind: d.kind,
    id: 'id' in d ? d.id : d.file,
    data: d.data,
    html: d.html,
  })),
  diagnostics: checked.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`),
});

/** The paths of the documents each lint of the last run read. */
const linted = () => vi.mocked(lintDocument).mock.calls.map(([{ document }]) => Object.keys((document.parsed as { paths: object }).paths));

/** The number of parts the last run converted. */
const converted = () => vi.mocked(convertParts).mock.calls.at(-1)?.[0].length ?? 0;

describe('a document read live, built again by a new process', () => {
  it('converts only the operations of the path item an edit changed, and makes what a fresh run makes', async () => {
    cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-parts-cache-'));
    await mkdir(path.join(cwd, 'content'));
    await mkdir(path.join(cwd, 'node_modules'));
    await writeFile(path.join(cwd, 'content/pamdocs.yaml'), 'openapi: ../api.json\n');
    const file = path.join(cwd, 'api.json');
    await copyFile(require.resolve('@scalar/galaxy/3.1.json'), file);

    const first = await run(cwd);
    const parts = converted();
    expect(parts).toBeGreaterThan(5);
    vi.mocked(convertParts).mockClear();
    vi.mocked(lintDocument).mockClear();
    expect(outcome(await run(cwd))).toEqual(outcome(first));
    expect(linted(), 'nothing changed: nothing is linted').toEqual([[]]);
    expect(converted(), 'nothing changed: no part is converted').toBe(0);

    const text = await readFile(file, 'utf8');
    expect(text).toContain('"summary": "Get a planet"');
    await writeFile(file, text.replace('"summary": "Get a planet"', '"summary": "Read one planet"'));
    vi.mocked(lintDocument).mockClear();
    const edited = await run(cwd);
    const editedPath = Object.entries((JSON.parse(text) as { paths: Record<string, object> }).paths).find(([, i]) =>
      JSON.stringify(i).includes('"Get a planet"'),
    )![0];
    expect(linted(), 'only the edited path item is linted').toEqual([[editedPath]]);
    // An operation's part is made of its path item as written: the operations of the edited one are converted again.
    const item = Object.values((JSON.parse(text) as { paths: Record<string, Record<string, { summary?: string }>> }).paths).find((i) =>
      Object.values(i).some((o) => o.summary === 'Get a planet'),
    )!;
    const methods = Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'].includes(k));
    expect(methods.length).toBeLessThan(parts / 2);
    expect(converted(), 'only the operations of the edited path item are converted').toBe(methods.length);
    const fresh = await loadAndCheck({ cwd, session: new Session() });
    expect(outcome(edited)).toEqual(outcome(fresh));
    expect(outcome(edited).documents.find((d) => d.id === 'get-planet')?.data).toMatchObject({ title: 'Read one planet' });
  });
});
