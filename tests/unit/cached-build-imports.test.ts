/**
 * A build that finds every file in the document cache must not load the
 * processors (docs/guides/architecture.md, State between builds): each is tens of
 * milliseconds of start-up in every cached `pamdocs build` and `check`. The
 * static import graph of the pipeline (as esbuild bundles it: type-only
 * imports dropped, dynamic imports not followed) must not reach them.
 */
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/content.js';

/** Packages only the job modules may load: the parse stage's processors and the code samples'. */
const PROCESSORS = [
  'zod',
  'yaml',
  'gray-matter',
  'js-yaml',
  'unified',
  'remark-parse',
  'micromark',
  'httpsnippet',
  'highlight.js',
  'react-dom',
];

/** The files `entry` reaches by static imports, as esbuild resolves them. */
async function staticClosure(entry: string): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: ['esbuild'],
  });
  const inputs = (metafile as Metafile).inputs;
  const seen = new Set<string>();
  const next = [entry];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of inputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement' || imported.kind === 'require-call') next.push(imported.path);
  }
  return seen;
}

/** The processors `entry` reaches by static imports. */
async function processorsOf(entry: string): Promise<string[]> {
  const files = [...(await staticClosure(entry))];
  return PROCESSORS.filter((name) => files.some((f) => f.includes(`node_modules/${name}/`)));
}

describe('a cached build', () => {
  it.each(['src/pipeline/build.ts', 'src/pipeline/check.ts'])('%s loads no processor until a file needs processing', async (entry) => {
    expect(await processorsOf(entry)).toEqual([]);
  });

  it('leaves them to the parse job module, which reaches them (so the check above can see one)', async () => {
    expect(await processorsOf('src/parse/jobs.ts')).toEqual(expect.arrayContaining(['zod', 'gray-matter', 'js-yaml', 'unified']));
  });
});
