/**
 * Content assets (images such as the architecture diagram): read, given
 * content-hashed names, and emitted only when something references them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Source } from '../source/discover.js';
import { hashedAssetPath } from './hash.js';
import type { FileMap } from './site-files.js';

/** Resolves asset references during assembly and collects the files to emit. */
export interface AssetResolver {
  /** URL in the built site of a content-relative asset; '' when the content has no such file. */
  url(rel: string): string;
  /** The referenced assets, by output path. */
  files: FileMap;
}

/** Reads every asset of the content folder (they are few and small) and returns a resolver. */
export async function loadAssets(assets: ReadonlyMap<string, Source>): Promise<AssetResolver> {
  const bytes = new Map<string, Uint8Array>();
  await Promise.all([...assets].map(async ([rel, source]) => bytes.set(rel, await readFile(source.path))));
  const files: FileMap = new Map();
  return {
    files,
    url(rel) {
      const data = bytes.get(rel);
      if (!data) return '';
      const ext = path.extname(rel).slice(1) || 'bin';
      const out = hashedAssetPath(path.basename(rel, path.extname(rel)).replace(/[^\w-]/g, '_'), ext, data);
      files.set(out, data);
      return out;
    },
  };
}
