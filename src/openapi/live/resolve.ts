/**
 * The config the stages use, resolved from `pamdocs.yaml` as written and
 * the OpenAPI documents it names: the documents' groups first (tags, in
 * their order), then the written ones; their entities, then the written
 * ones; their security schemes beside the written ones; the site's title,
 * hero and base URL from the first document unless written. Where each key
 * is written: in pamdocs.yaml, or for a group or entity of a document, at
 * its place in the document.
 */
import { atYaml, DEFAULT_API_BASE_URL, type LoadedConfig, type Place, type WrittenConfigFile } from '../../parse/config.js';
import type { Config, GroupConfig } from '../../parse/shapes.js';
import type { LiveApi } from '../converted.js';
import type { SpecFile } from './documents.js';
import { pointerTokens } from '../pointer-offsets.js';

/** One document's part of the config, as the overlays left it. */
export interface ApiPart {
  converted: LiveApi;
  file: SpecFile;
  /** Its groups, as the site shows them (ids unique in the site). */
  groups: (GroupConfig & { pointer: string })[];
  /** Its entity ids and the pointer of each. */
  entities: { id: string; pointer: string }[];
  /** Whether it gives the landing an overview (`info.description`). */
  overview: boolean;
}

/** The place of the part at `pointer` of `file`. */
const placeIn = (file: SpecFile, pointer: string): Place => ({
  file: file.file,
  ...file.lines.position(file.positions.locate(pointerTokens(file.written(pointer)))),
});

/**
 * The config of `written` with `parts` (in `openapi:` order). `extra`:
 * endpoint ids to add at the end of each group, by group id (hand-written
 * endpoint files in a document's group folder, operations an overlay moves).
 */
export function resolveConfig(written: WrittenConfigFile, parts: readonly ApiPart[], extra: ReadonlyMap<string, string[]>): LoadedConfig {
  const w = written.config;
  const first = parts[0]?.converted;
  const title = w.siteTitle ?? first?.title ?? 'API Reference';
  const specGroups = parts.flatMap((p) => p.groups.map((g) => ({ g, file: p.file })));
  const specEntities = parts.flatMap((p) => p.entities.map((e) => ({ e, file: p.file })));
  const withExtra = (g: GroupConfig): GroupConfig => {
    const more = extra.get(g.id)?.filter((id) => !g.endpoints.includes(id)) ?? [];
    return more.length > 0 ? { ...g, endpoints: [...g.endpoints, ...more] } : g;
  };
  const schemes = Object.assign({}, ...parts.map((p) => p.converted.schemes), w.auth.schemes) as Config['auth']['schemes'];
  // The document's description follows the written landing pages (`./load.ts` makes its page unless the content has one).
  const overview = parts.some((p) => p.overview) && !w.landing.pages.includes('landing/overview.md');
  const config: Config = {
    ...w,
    siteTitle: title,
    hero: w.hero ?? {
      title,
      tagline: first?.tagline ?? title,
      badges: ['{{endpoints}} Endpoints'],
      button: { label: 'View API Documentation' },
    },
    apiBaseUrl: w.apiBaseUrl ?? first?.baseUrl ?? DEFAULT_API_BASE_URL,
    auth: { ...w.auth, schemes },
    landing: overview
      ? { layout: w.landing.pages.length === 0 ? 'sections' : w.landing.layout, pages: [...w.landing.pages, 'landing/overview.md'] }
      : w.landing,
    groups: [...specGroups.map(({ g: { pointer: _pointer, ...g } }) => withExtra(g)), ...(w.groups ?? []).map(withExtra)],
    entities: [...specEntities.map(({ e }) => e.id), ...w.entities],
    openapi: w.openapi ?? [],
  };
  const at = (path: readonly PropertyKey[], key?: string): Place => {
    const [list, index, ...rest] = path;
    if (list === 'groups' && typeof index === 'number') {
      if (index < specGroups.length) return placeIn(specGroups[index]!.file, specGroups[index]!.g.pointer);
      return atYaml(written.origin, ['groups', index - specGroups.length, ...rest], key);
    }
    if (list === 'entities' && typeof index === 'number') {
      if (index < specEntities.length) return placeIn(specEntities[index]!.file, specEntities[index]!.e.pointer);
      return atYaml(written.origin, ['entities', index - specEntities.length, ...rest], key);
    }
    return atYaml(written.origin, path, key);
  };
  // Ids and operations repeat across APIs and versions: each is a scope of its own when there are several.
  const groupApis = parts.length > 1 ? specGroups.map(({ file }) => file.api) : [];
  return { config, origin: written.origin, at, fromSpec: { groups: specGroups.length, entities: specEntities.length }, groupApis };
}
