/**
 * The output of a build as an in-memory file map: the template bundle, the
 * data scripts (one index, one per group) and index.html. Writing it is
 * {@link writeAtomically}'s job.
 */
import { GROUP_CALLBACK, INDEX_GLOBAL, OPENAPI_FILE, type GroupPage, type SiteIndex, type SiteModel } from '../model.js';
import type { TemplateBundle } from './bundle.js';
import { hashedAssetPath } from './hash.js';
import { renderIndexHtml } from './html.js';
import { openApiDocument } from './openapi.js';

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
    const script = `window[${JSON.stringify(GROUP_CALLBACK)}](${safeJson(page)});\n`;
    const asset = hashedAssetPath(`group-${group.id}`, 'js', script);
    files.set(asset, script);
    return {
      id: group.id,
      title: group.title,
      route: group.route,
      open: group.open,
      entries: group.endpoints.map((e) => ({ anchor: e.id, title: e.title, method: e.method })),
      asset,
    };
  });
  const index: SiteIndex = { hero: model.hero, stats: model.stats, groups, entities: model.entities, landing: model.landing };
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

/** JSON that is also a safe JavaScript expression (escapes the line separators JSON allows but old parsers do not). */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
