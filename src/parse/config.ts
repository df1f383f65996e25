/**
 * `pamdocs.yaml` as the rules and assembly use it: its processed record
 * (`./process-config.ts`, cached like the documents), the config as written
 * and where each of its keys is (parsed with positions when a rule asks),
 * and the config the stages use: the written one when it names no OpenAPI
 * document, else the one the openapi stage resolves (`src/openapi/live/`).
 */
import type { Diagnostic } from '../shared/diagnostics.js';
import type { Fact, FileFacts } from '../shared/facts.js';
import { LineIndex } from '../shared/line-index.js';
import type { TextSource } from '../source/discover.js';
import type { Config, WrittenConfig } from './shapes.js';
import type { YamlOrigin } from './validate.js';
import { lazyLocator, locatorOf } from './yaml.js';

/** The processed config; JSON-serializable. */
export interface ConfigRecord {
  /** The validated config (defaults filled), absent when it has errors. */
  data?: WrittenConfig;
  /** What is wrong with it. */
  facts: Fact[];
}

/** Where a problem is: a display path and a 1-based line and column. */
export type Place = Pick<Diagnostic, 'file' | 'line' | 'column'>;

/** `pamdocs.yaml` as written (when valid), where its keys are, and the cache key of its text. */
export interface WrittenConfigFile {
  config: WrittenConfig;
  origin: YamlOrigin;
  /** The cache key of the file's text and path (`cacheKey`: SHA-256, hex): what checks of it are kept under. */
  key: string;
}

/** The config the stages use, with where its keys are written. */
export interface LoadedConfig {
  config: Config;
  /** Where `pamdocs.yaml` and its keys are. */
  origin: YamlOrigin;
  /**
   * Where the key at `path` of {@link config} is written (with `key`, that
   * key inside the mapping at `path`): in `pamdocs.yaml`, or, for a group or
   * entity that an OpenAPI document gives, at its place in the document.
   */
  at(path: readonly PropertyKey[], key?: string): Place;
  /** How many of the first groups and entities of {@link config} come from OpenAPI documents (the rest are written in `pamdocs.yaml`). */
  fromSpec: { groups: number; entities: number };
  /**
   * On a site of several APIs, the API of each group of {@link config} (its
   * `SpecOrigin.api`; undefined for a group written in pamdocs.yaml): ids
   * and operations need be unique only within one API. Empty otherwise.
   */
  groupApis: readonly (string | undefined)[];
}

/** The scope within which the endpoint ids and operations of a group must be unique: its API on a site of several, else the site. */
export const groupScope = (loaded: LoadedConfig, g: number): string => loaded.groupApis[g] ?? '';

/** The base URL code samples call when neither `pamdocs.yaml` nor a document names one: a reserved example domain (RFC 2606). */
export const DEFAULT_API_BASE_URL = 'https://api.example.com';

/** The place of `path` (or `key` inside it) in the YAML of `origin`. */
export const atYaml = (origin: YamlOrigin, path: readonly PropertyKey[], key?: string): Place => ({
  file: origin.file,
  ...origin.lines.position(origin.yaml.locate(path, key)),
});

/**
 * The config of a `pamdocs.yaml` that names no OpenAPI document: as
 * written (its shape holds that its title, hero and groups are then
 * there). Undefined when it names one: the openapi stage resolves it.
 */
export function ownConfig({ config, origin }: WrittenConfigFile): LoadedConfig | undefined {
  const { openapi, siteTitle, hero, groups, apiBaseUrl, ...rest } = config;
  if (openapi || siteTitle === undefined || hero === undefined || groups === undefined) return undefined;
  return {
    config: { ...rest, siteTitle, hero, groups, apiBaseUrl: apiBaseUrl ?? DEFAULT_API_BASE_URL, openapi: [] },
    origin,
    at: (path, key) => atYaml(origin, path, key),
    fromSpec: { groups: 0, entities: 0 },
    groupApis: [],
  };
}

/** Turns a processed config of `source`, whose cache key is `key`, into the config as written (when valid) and its facts. */
export function fromConfigRecord(record: ConfigRecord, source: TextSource, key: string): { written?: WrittenConfigFile; facts: FileFacts } {
  const facts: FileFacts = { file: source.file, scope: 'config', facts: record.facts };
  if (!record.data) return { facts };
  const origin: YamlOrigin = { file: source.file, yaml: lazyLocator(() => locatorOf(source.text)), lines: LineIndex.lazy(source.text) };
  return { written: { config: record.data, origin, key }, facts };
}
