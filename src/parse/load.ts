/**
 * Loading a content folder: discover its files, read them, and turn each
 * text file into its config or document, from the session's memory when
 * its text is unchanged, else from the document cache by content hash, else
 * by processing it. What is wrong with a file becomes its facts (which the
 * rules report); the other files still load.
 *
 * Within one session (`src/shared/session.ts`), a file whose text is
 * unchanged keeps the document object the last load made of it: the memos
 * of later stages rely on it.
 */
import type { FileFacts } from '../shared/facts.js';
import { FILE_TIME_BOUND_MS } from '../shared/jobs/bounded.js';
import { Session, sessionKey } from '../shared/session.js';
import { filesByKind } from '../source/classify.js';
import { contentFolder, type Source, type TextSource } from '../source/discover.js';
import { readSource } from '../source/read.js';
import type { ApiIndex } from './api-index.js';
import { ownConfig, type LoadedConfig, type WrittenConfigFile } from './config.js';
import { indexContent, reindex, type ContentIndex } from './content-index.js';
import type { ContentDocument, DocumentBody } from './documents.js';
import type { Config } from './shapes.js';
import { readFolder, type ReadFolder } from './read-folder.js';
import { reuseOrProcess, type LoadedFile } from './reuse-or-process.js';

/** Everything read from a content folder. */
export interface LoadedContent {
  /** Absolute path of the content folder. */
  root: string;
  /** The working directory that display paths are relative to. */
  cwd: string;
  /** `pamdocs.yaml` as written; undefined when it is missing or invalid. */
  written?: WrittenConfigFile;
  /**
   * The config the stages use: the written one, or, when it names OpenAPI
   * documents, the one the openapi stage resolves with them (until then
   * undefined). Undefined when `pamdocs.yaml` is missing or invalid.
   */
  config?: LoadedConfig;
  /** The valid documents, in content-relative path order. */
  documents: ContentDocument[];
  /** The bodies of the Markdown files whose frontmatter is invalid, in the same order: their prose is checked too. */
  bodies: DocumentBody[];
  /**
   * Content-relative paths of every Markdown file found, valid or not, so a
   * broken file is reported as broken and not also as missing.
   */
  markdown: string[];
  /** Lookups over the documents, and the counts the site states. */
  index: ContentIndex;
  /** Non-Markdown files (images and other assets), by content-relative path. */
  assets: Map<string, Source>;
  /** What is wrong with each file, by file: the rules of `src/check/rules/` report it. */
  facts: FileFacts[];
  /** How many Markdown and config files were processed (the rest came from memory or the cache). */
  processed: number;
  /** The OpenAPI documents `openapi:` of pamdocs.yaml names, as overlays name their parts; empty without. */
  apis: ApiIndex[];
  /**
   * The ids of the entries of `openapi:` whose document could not be read,
   * or has errors that stop it (its problems are facts): what an overlay
   * names may be there, so it is not reported as missing. Empty without.
   */
  unreadApis: string[];
  /**
   * Absolute paths of the OpenAPI documents the content is made of and the
   * files their `$ref`s read, in the content folder or not: the dev server
   * follows their saves.
   */
  watched: string[];
}

/** Options of {@link loadContent}. */
export interface LoadOptions {
  /** The session whose memory and document cache the load uses; default: a fresh one without a cache. */
  session?: Session;
  /**
   * Absolute paths of the only files that may have changed since the last
   * load of the same folder in the session, when no file or folder was
   * added or removed (the dev server knows from its watcher). The load then
   * reads and processes just these and takes everything else from that last
   * load. A path the last load did not read as text makes it a full load.
   */
  changed?: ReadonlySet<string>;
  /**
   * How long processing one file may run, in ms, before it is stopped and
   * reported as `content/unprocessable` on that file. Default: 5000
   * (`FILE_TIME_BOUND_MS`).
   */
  fileTimeBoundMs?: number;
  /** The folder as already read (`readFolder` of the same folder, when nothing was processed since): not read again. */
  read?: ReadFolder;
}

/** What the loads of one session keep: each text file, and the last load. */
interface LoaderMemory {
  /** Text files by absolute path, in content-relative path order. */
  files: Map<string, LoadedFile>;
  /** The last load, and its facts that belong to no text file's result (a missing config, unreadable files, SVG assets). */
  last?: { content: LoadedContent; other: FileFacts[] };
}

const LOADER = sessionKey<LoaderMemory>('parse/loader', () => ({ files: new Map() }));

/**
 * Loads the content folder `root` (relative to `cwd`).
 * @throws UsageError when `root` does not exist or is not a folder.
 */
export async function loadContent(root: string, cwd = process.cwd(), options: LoadOptions = {}): Promise<LoadedContent> {
  const abs = await contentFolder(root, cwd);
  const session = options.session ?? new Session();
  const memory = session.get(LOADER);
  const bound = options.fileTimeBoundMs ?? FILE_TIME_BOUND_MS;
  const last = memory.last?.content.root === abs && memory.last.content.cwd === cwd ? memory.last : undefined;
  if (last && options.changed) {
    const reloaded = await reload(memory, last, options.changed, session, bound);
    if (reloaded) return reloaded;
  }
  const read = options.read?.root === abs && options.read.cwd === cwd ? options.read : await readFolder(abs, cwd, memory.files);
  const { sources, texts, keys, assets, other, stamps } = read;
  const made = await reuseOrProcess(memory.files, texts, session, bound, keys);
  for (const t of texts) {
    const entry = made.files.get(t.path)!;
    const stamp = stamps.get(t.path);
    if (stamp === undefined) delete entry.stamp;
    else entry.stamp = stamp;
  }
  const markdown = sources.flatMap((s) => (s.rel.endsWith('.md') ? [s.rel] : []));
  const paths = filesByKind(markdown);
  return compose(memory, { root: abs, cwd, markdown, assets, processed: made.processed }, made.files, other, (config, documents) =>
    indexContent(config, documents, paths),
  );
}

/**
 * A load after edits of known text files only (see {@link LoadOptions.changed}):
 * the changed files are read and processed, the rest is the last load's.
 * Undefined when a full load is needed: a changed path that was no text
 * file of the last load, or one that cannot be read now.
 */
async function reload(
  memory: LoaderMemory,
  last: NonNullable<LoaderMemory['last']>,
  changed: ReadonlySet<string>,
  session: Session,
  bound: number,
): Promise<LoadedContent | undefined> {
  const edited: TextSource[] = [];
  for (const file of changed) {
    const known = memory.files.get(file);
    if (!known) return undefined;
    let text: string;
    try {
      text = readSource({ path: file, rel: known.rel, file: known.file }).text;
    } catch {
      return undefined;
    }
    if (text !== known.text) edited.push({ path: file, rel: known.rel, file: known.file, text });
  }
  const made = await reuseOrProcess(memory.files, edited, session, bound);
  const files = new Map(memory.files);
  const document = (entry: LoadedFile | undefined) => (entry && !entry.result.config ? entry.result.document : undefined);
  const replaced = [...made.files].map(([file, entry]) => [document(files.get(file)), document(entry)] as const);
  for (const [file, entry] of made.files) files.set(file, entry);
  const { root, cwd, markdown, assets, index, config: before } = last.content;
  // The same config: only the edited documents move in the index.
  const indexOf = (config: Config | undefined, documents: readonly ContentDocument[]) =>
    config === before?.config ? reindex(index, config, replaced) : indexContent(config, documents, index.paths);
  return compose(memory, { root, cwd, markdown, assets, processed: made.processed }, files, last.other, indexOf);
}

/**
 * The content of the text files `files` (in content-relative path order, so
 * the documents are too) with the facts of no single text file's result
 * (`other`); kept as the session's last load.
 */
function compose(
  memory: LoaderMemory,
  base: Pick<LoadedContent, 'root' | 'cwd' | 'markdown' | 'assets' | 'processed'>,
  files: Map<string, LoadedFile>,
  other: readonly FileFacts[],
  indexOf: (config: Config | undefined, documents: readonly ContentDocument[]) => ContentIndex,
): LoadedContent {
  let written: WrittenConfigFile | undefined;
  const documents: ContentDocument[] = [];
  const bodies: DocumentBody[] = [];
  const facts = [...other];
  for (const { result } of files.values()) {
    if (result.config) written = result.written;
    else if (result.document) documents.push(result.document);
    else if (result.body) bodies.push(result.body);
    if (result.facts.facts.length > 0) facts.push(result.facts);
  }
  // The same written config keeps its object, so later stages see it unchanged.
  const last = memory.last?.content;
  const config = written && last?.written === written ? last.config : written && ownConfig(written);
  const index = indexOf(config?.config, documents);
  const content: LoadedContent = {
    ...base,
    ...(written ? { written } : {}),
    ...(config ? { config } : {}),
    documents,
    bodies,
    index,
    facts,
    apis: [],
    unreadApis: [],
    watched: [],
  };
  memory.files = files;
  memory.last = { content, other: [...other] };
  return content;
}

/**
 * The text the session's last load read of the file at absolute path `file`,
 * or undefined when it read none (the dev server compares it with the file
 * now, to catch a save its watcher dropped).
 */
export function lastText(session: Session, file: string): string | undefined {
  return session.get(LOADER).files.get(file)?.text;
}
