/**
 * The output of a build as an in-memory file map: the template bundle, the
 * data scripts (the index; one per group; the entities, the error catalogue
 * and the search index, loaded on demand) and index.html. Writing it is
 * {@link writeAtomically}'s job.
 */
import { DATA_CALLBACK, INDEX_GLOBAL, OPENAPI_FILE, type DataAssets, type Endpoint, type GroupPage, type SiteIndex, type SiteModel } from '../model.js';
import type { TemplateBundle } from './bundle.js';
import { errorCatalogue } from './error-catalogue.js';
import { hashedAssetPath } from './hash.js';
import { renderIndexHtml } from './html.js';
import { openApiDocument } from './openapi.js';
import { searchData } from './search.js';

/** Output files by path relative to the output folder, with `/` separators. */
export type FileMap = Map<string, string | Uint8Array>;

/** Options of {@link siteFiles}. */
export interface SiteFilesOptions {
  /** Extra scripts appended after the app (the dev server's live reload client). */
  extraScripts?: string[];
}

/**
 * Lays out the site. Every URL is relative, so the folder works from any
 * sub-path of a static host and over `file://`.
 * @param assets content assets already given hashed names (path -> bytes)
 */
export function siteFiles(model: SiteModel, bundle: TemplateBundle, assets: FileMap, options: SiteFilesOptions = {}): FileMap {
  const files: FileMap = new Map(assets);
  const groups = model.groups.map((group) => {
    const page: GroupPage = {
      id: group.id,
      heading: group.heading,
      description: group.description,
      basePath: group.basePath,
      endpoints: group.endpoints,
    };
    const asset = dataScript(files, `group-${group.id}`, `group:${group.id}`, page, groupPageJson(page));
    return {
      id: group.id,
      title: group.title,
      route: group.route,
      open: group.open,
      entries: group.endpoints.map((e) => ({ anchor: e.id, title: e.title, method: e.method })),
      asset,
    };
  });
  const onDemand: DataAssets = {
    entities: dataScript(files, 'entities', 'entities', model.entities),
    errors: dataScript(files, 'errors', 'errors', errorCatalogue(model)),
    search: dataScript(files, 'search-index', 'search', searchData(model)),
    searchRuntime: hashedAssetPath('search', 'js', bundle.search),
  };
  files.set(onDemand.searchRuntime, bundle.search);
  const index: SiteIndex = {
    hero: model.hero,
    stats: model.stats,
    groups,
    entities: model.entities.map((e) => ({ id: e.id, name: e.name })),
    landing: model.landing,
    assets: onDemand,
  };
  const indexScript = `window[${JSON.stringify(INDEX_GLOBAL)}]=${safeJson(index)};\n`;
  const indexPath = hashedAssetPath('index', 'js', indexScript);
  const jsPath = hashedAssetPath('app', 'js', bundle.js);
  const cssPath = hashedAssetPath('app', 'css', bundle.css);
  files.set(indexPath, indexScript);
  files.set(OPENAPI_FILE, `${JSON.stringify(openApiDocument(model), null, 2)}\n`);
  files.set(jsPath, bundle.js);
  files.set(cssPath, bundle.css);
  files.set(
    'index.html',
    renderIndexHtml({ title: model.hero.siteTitle, css: cssPath, scripts: [indexPath, jsPath, ...(options.extraScripts ?? [])] }),
  );
  return files;
}

/**
 * Adds a data script that delivers `payload` for `key` through
 * `window[DATA_CALLBACK]` as `assets/<name>-<hash>.js`; returns its path.
 */
function dataScript(files: FileMap, name: string, key: string, payload: unknown, json = safeJson(payload)): string {
  const script = `window[${JSON.stringify(DATA_CALLBACK)}](${JSON.stringify(key)},${json});\n`;
  const asset = hashedAssetPath(name, 'js', script);
  files.set(asset, script);
  return asset;
}

/** JSON that is also a safe JavaScript expression (escapes the line separators JSON allows but old parsers do not). */
function safeJson(value: unknown): string {
  const json = JSON.stringify(value);
  return /[\u2028\u2029]/.test(json) ? json.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029') : json;
}

/**
 * Safe JSON of each endpoint, by object: assembly reuses the objects of
 * unchanged endpoints, so a rebuild serializes only the endpoints that changed.
 */
const endpointJson = new WeakMap<Endpoint, string>();

/** `safeJson(page)`, with each endpoint's JSON from {@link endpointJson}. */
function groupPageJson(page: GroupPage): string {
  const head = safeJson({ ...page, endpoints: [] });
  const parts = page.endpoints.map((e) => {
    let json = endpointJson.get(e);
    if (json === undefined) endpointJson.set(e, (json = safeJson(e)));
    return json;
  });
  return `${head.slice(0, -2)}${parts.join(',')}]}`;
}
