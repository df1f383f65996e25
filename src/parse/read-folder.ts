/**
 * The first half of a load (`./load.ts`): a content folder's files as read,
 * before any is processed. What it gives is everything a load's result is
 * made of, so a run whose inputs are the last run's can tell so from it
 * alone (`src/pipeline/replay.ts`) without opening the document cache.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheKey } from '../shared/cache.js';
import type { FileFacts } from '../shared/facts.js';
import { CONFIG_FILE, discover, displayPath, type Source, type TextSource } from '../source/discover.js';
import { readSource, UnreadableFile } from '../source/read.js';
import { unsafeSvg } from '../source/svg.js';
import { trustedStamp } from '../source/stamp.js';
import type { LoadedFile } from './reuse-or-process.js';

/** A content folder's files as read. */
export interface ReadFolder {
  /** The folder, absolute. */
  root: string;
  cwd: string;
  /** Every file found, in content-relative path order. */
  sources: Source[];
  /** The text files (`pamdocs.yaml` and Markdown) that could be read, in path order. */
  texts: TextSource[];
  /** The cache key of each of {@link texts} (`cacheKey`), in the same order. */
  keys: string[];
  /** The files that are not text (images, say), by content-relative path. */
  assets: Map<string, Source>;
  /** What was found wrong with no text file's content: a missing `pamdocs.yaml`, a file that cannot be read as text, an unsafe SVG. */
  other: FileFacts[];
  /** The stamp of each file (text or asset) whose stamp may be trusted (`trustedStamp`), taken before it was read, by absolute path. */
  stamps: Map<string, string>;
}

/** The files of a content folder as just found (`discover`), and the stamp of each whose stamp may be trusted, taken then. */
export interface FoundFiles {
  sources: Source[];
  stamps: Map<string, string>;
}

/** Finds the files of the content folder `root` (absolute) and takes their stamps, before any is read. */
export async function findFiles(root: string, cwd: string): Promise<FoundFiles> {
  const sources = await discover(root, cwd);
  const now = Date.now();
  const stamps = new Map<string, string>();
  for (const source of sources) {
    const stamp = trustedStamp(source.path, now);
    if (stamp !== undefined) stamps.set(source.path, stamp);
  }
  return { sources, stamps };
}

/**
 * Reads the content folder `root` (absolute; a folder). `known`: the text
 * files a session's last load read, by absolute path; a file whose stamp is
 * unchanged since then is not read again. `found`: the files of the folder
 * and their stamps when they were just found ({@link findFiles}), not looked for again.
 */
export async function readFolder(
  root: string,
  cwd: string,
  known: ReadonlyMap<string, LoadedFile> = new Map(),
  found?: FoundFiles,
): Promise<ReadFolder> {
  const { sources, stamps } = found ?? (await findFiles(root, cwd));
  const other: FileFacts[] = [];
  if (!sources.some((s) => s.rel === CONFIG_FILE)) {
    const message = `Cannot find \`${CONFIG_FILE}\` in the content folder`;
    const hint =
      'Create it with the site title and the inventory of groups and endpoints; `pamdocs schema config` prints every key it takes.';
    other.push({
      file: displayPath(path.join(root, CONFIG_FILE), cwd),
      scope: 'config',
      facts: [{ kind: 'missing', line: 1, column: 1, message, hint }],
    });
  }
  const assets = new Map<string, Source>();
  const texts: TextSource[] = [];
  const keys: string[] = [];
  for (const source of sources) {
    if (source.rel !== CONFIG_FILE && !source.rel.endsWith('.md')) {
      assets.set(source.rel, source);
      continue;
    }
    // The text the last load read, while the file's stamp is unchanged; else the file's text now.
    const last = known.get(source.path);
    if (last?.stamp !== undefined && last.stamp === stamps.get(source.path)) {
      texts.push({ ...source, text: last.text });
      keys.push(last.key);
      continue;
    }
    try {
      const text = readSource(source);
      texts.push(text);
      keys.push(cacheKey(text.rel, text.text));
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      other.push({ file: source.file, scope: source.rel === CONFIG_FILE ? 'config' : 'document', facts: [error.fact] });
    }
  }
  await Promise.all(
    [...assets.values()]
      .filter((a) => /\.svg$/i.test(a.rel))
      .map(async (svg) => {
        const facts = unsafeSvg(await readFile(svg.path, 'utf8').catch(() => ''));
        if (facts.length > 0) other.push({ file: svg.file, scope: 'asset', facts });
      }),
  );
  return { root, cwd, sources, texts, keys, assets, other, stamps };
}
