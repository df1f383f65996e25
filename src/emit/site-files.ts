/**
 * The output of a build as an in-memory file map: the template bundle, the
 * data scripts (the index; one per group and per guide; the entities, the error catalogue,
 * the search's documents and the changelog, loaded on demand) and index.html. Writing it is
 * {@link writeAtomically}'s job.
 */
import { redirectsToSignIn, type SiteModel } from '../shared/site-model.js';
import {
  CHANGELOG_ROUTE,
  REDIRECT_PAGE,
  ERRORS_ROUTE,
  INDEX_GLOBAL,
  type ChangelogPage,
  type DataAssets,
  type GroupPage,
  type GuidePage,
  type SidebarGuides,
  type SiteIndex,
} from '../shared/page-protocol.js';
import type { LoadedContent } from '../parse/load.js';
import type { Session } from '../shared/session.js';
import type { ModelKeys } from '../model/assemble.js';
import { dataScriptText, safeJson } from './data-script.js';
import { groupScripts } from './group-script.js';
import type { TemplateBundle } from './bundle.js';
import { type CatalogueEntry, catalogueEntries, errorCatalogue } from './error-catalogue.js';
import { contentHash, hashedAssetPath } from './hash.js';
import { pageOrigins, renderIndexHtml } from './html.js';
import { renderRedirectHtml } from './redirect-page.js';
import { prerenderLanding } from './prerender.js';
import { accentCss } from './theme.js';
import { siteDocuments } from './openapi.js';
import { searchData } from './search.js';
import { llmsFiles } from './llms/llms.js';

/** Output files by path relative to the output folder, with `/` separators. */
export type FileMap = Map<string, string | Uint8Array>;

/** Options of {@link siteFiles}. */
export interface SiteFilesOptions {
  /** The content key of each endpoint of the model (`assemble`): what the files made of them are kept under. */
  keys: ModelKeys;
  /** The content the model was assembled from (`openapi.json` takes the written schemas from it, the Markdown twins the prose). */
  content: LoadedContent;
  /** The path in the built site of a content file (content-relative path), '' when there is none: the model's assets, for the twins' links. */
  assetUrl(rel: string): string;
  /** Extra scripts appended after the app (the dev server's live reload client). */
  extraScripts?: string[];
  /**
   * When given, the derived files (those made from the whole model: entities, search
   * index, error catalogue, openapi.json, the files for machine readers) are not made but registered in `files`, to be
   * made on first request (the dev server: a rebuild then costs only what changed). Their names carry the first 10
   * digits of `version`, the content key of everything the model was made from (`modelInputsKey`), instead of a
   * content hash.
   */
  lazy?: { files: Map<string, () => string>; version: string } | undefined;
}

/**
 * The data scripts of a build as the dev server tells open pages about
 * them (it sends the new payloads with a live update, so the open page need
 * not load them as scripts).
 */
export interface DataScripts {
  /** Path of the index script. */
  index: string;
  /** Each group's script, by route. */
  groups: Record<string, { id: string; asset: string }>;
  /** The JSON payload of the index script and of each group script (a big group's further scripts too), by path. */
  payloads: Map<string, string>;
}

/** A site laid out in memory: its files, and its data scripts among them. */
export interface SiteFiles {
  files: FileMap;
  scripts: DataScripts;
}

/**
 * Lays out the site. Every URL is relative, so the folder works from any
 * sub-path of a static host and over `file://`. Each endpoint's JSON and
 * each group's scripts are kept in the session's memory sections under
 * their content keys, so a rebuild of the dev server serializes and hashes
 * only what changed (a one-shot build's session keeps nothing there: on a
 * large API the JSON is hundreds of MiB that would stay on the heap).
 * index.html holds the landing rendered from the index ({@link prerenderLanding}).
 * @param assets content assets already given hashed names (path -> bytes)
 * @throws Error when the landing cannot be rendered (an internal error)
 */
export async function siteFiles(
  model: SiteModel,
  bundle: TemplateBundle,
  assets: FileMap,
  session: Session,
  options: SiteFilesOptions,
): Promise<SiteFiles> {
  const files: FileMap = new Map(assets);
  const scripts: DataScripts = { index: '', groups: {}, payloads: new Map() };
  const groups = model.groups.map((group, g) => {
    const page: GroupPage = {
      id: group.id,
      heading: group.heading,
      description: group.description,
      html: group.html,
      basePath: group.basePath,
      ...(group.externalDocs ? { externalDocs: group.externalDocs } : {}),
      baseUrl: group.baseUrl,
      endpoints: group.endpoints,
      ...(group.tryIt ? { tryIt: group.tryIt } : {}),
    };
    const made = groupScripts(page, options.keys.groups[g]!, options.keys.endpoints[g]!, session);
    for (const { asset, script, json } of [made, ...made.more]) {
      files.set(asset, script);
      scripts.payloads.set(asset, json);
    }
    const { asset } = made;
    scripts.groups[group.route] = { id: group.id, asset };
    return {
      id: group.id,
      title: group.title,
      description: group.description,
      route: group.route,
      ...(group.parent !== undefined ? { parent: group.parent } : {}),
      open: group.open,
      entries: group.endpoints.map((e) => ({ anchor: e.id, title: e.title, method: e.method })),
      links: group.links.flatMap((link) => {
        const home = model.groups.find((h) => h.id === link.groupId);
        return home
          ? [{ anchor: link.id, title: link.title, method: link.method, path: link.path, route: home.route, group: home.title }]
          : [];
      }),
      asset,
    };
  });
  const guides: SidebarGuides = {
    title: model.guides.title,
    position: model.guides.position,
    pages: model.guides.pages.map(({ file: _file, ...page }) => {
      const script = dataScriptText(`guide:${page.page}`, safeJson(page satisfies GuidePage));
      const asset = hashedAssetPath(`guide-${page.page.replace(/[^\w-]/g, '-')}`, 'js', script);
      files.set(asset, script);
      return { page: page.page, title: page.title, route: page.route, asset };
    }),
  };
  /**
   * Adds a derived file (made from the whole model) at `file` (`[hash]` in it is
   * replaced by the content hash), made now; with `options.lazy`, made on
   * first request, under a version of the inputs instead of a content hash.
   * (Kept across builds, they saved nothing the run given again does not: a
   * build whose inputs are the last one's is given again whole, and any
   * other has new ones.)
   */
  const derivedFile = (file: string, make: () => string): string => {
    if (options.lazy) {
      const named = file.replace('[hash]', options.lazy.version.slice(0, 10));
      let made: string | undefined;
      options.lazy.files.set(named, () => (made ??= make()));
      return named;
    }
    const text = make();
    // openapi.json has a fixed name: hashing its megabytes (a big API's) would be wasted.
    const named = file.includes('[hash]') ? file.replace('[hash]', contentHash(text)) : file;
    files.set(named, text);
    return named;
  };
  /** A data script delivering `payload()` for `key`, through {@link derivedFile}. */
  const dataScript = (name: string, key: string, payload: () => unknown): string =>
    derivedFile(`assets/${name}-[hash].js`, () => dataScriptText(key, safeJson(payload())));
  // The catalogue's entries, which its file and the search both read: made once, when the first asks.
  let entries: CatalogueEntry[] | undefined;
  const catalogue = (): CatalogueEntry[] => (entries ??= catalogueEntries(model));
  const onDemand: DataAssets = {
    entities: dataScript('entities', 'entities', () => model.entities),
    errors: dataScript('errors', 'errors', () => errorCatalogue(catalogue())),
    search: dataScript('search-documents', 'search', () => searchData(model, catalogue())),
    searchRuntime: hashedAssetPath('search', 'js', bundle.search),
    samplesRuntime: hashedAssetPath('samples', 'js', bundle.samples),
    docs: hashedAssetPath('docs', 'js', bundle.docs),
  };
  if (model.changelog) {
    // Made of the model's changelog alone, and small next to the derived files: named by its content.
    const script = dataScriptText('changelog', safeJson({ apis: model.changelog } satisfies ChangelogPage));
    onDemand.changelog = hashedAssetPath('changelog', 'js', script);
    files.set(onDemand.changelog, script);
  }
  if (model.groups.some((g) => g.tryIt)) {
    onDemand.tryIt = hashedAssetPath('try-it', 'js', bundle.tryIt);
    files.set(onDemand.tryIt, bundle.tryIt);
  }
  // Minified, as Redoc embeds a document: indentation is a large part of a large API's file.
  for (const document of siteDocuments(model, options.content)) {
    let text: string | undefined;
    for (const file of document.files) derivedFile(file, () => (text ??= `${JSON.stringify(document.make().document)}\n`));
  }
  for (const { file, make } of llmsFiles(model, options.content.index, options.assetUrl)) derivedFile(file, make);
  files.set(onDemand.searchRuntime, bundle.search);
  files.set(onDemand.samplesRuntime, bundle.samples);
  files.set(onDemand.docs, bundle.docs);
  const index: SiteIndex = {
    hero: model.hero,
    branding: model.branding,
    stats: model.stats,
    securitySchemes: model.securitySchemes,
    groups,
    apis: model.apis,
    guides,
    sidebar: model.sidebar,
    entities: model.entities.map((e) => ({ id: e.id, name: e.name })),
    landing: model.landing,
    assets: onDemand,
  };
  const indexJson = safeJson(index);
  const indexScript = `window[${JSON.stringify(INDEX_GLOBAL)}]=${indexJson};\n`;
  const indexPath = hashedAssetPath('index', 'js', indexScript);
  scripts.index = indexPath;
  scripts.payloads.set(indexPath, indexJson);
  const jsPath = hashedAssetPath('app', 'js', bundle.js);
  const cssPath = hashedAssetPath('app', 'css', bundle.css);
  const headPath = hashedAssetPath('head', 'js', bundle.head);
  files.set(indexPath, indexScript);
  files.set(jsPath, bundle.js);
  files.set(cssPath, bundle.css);
  files.set(headPath, bundle.head);
  const css = [cssPath];
  if (model.branding.accent) {
    const theme = accentCss(model.branding.accent);
    css.push(hashedAssetPath('theme', 'css', theme));
    files.set(css[1]!, theme);
  }
  if (model.groups.some((g) => g.tryIt && redirectsToSignIn(g.tryIt))) {
    const script = hashedAssetPath('oauth2-redirect', 'js', bundle.redirect);
    files.set(script, bundle.redirect);
    files.set(REDIRECT_PAGE, renderRedirectHtml({ title: model.hero.siteTitle, css, script }));
  }
  files.set(
    'index.html',
    renderIndexHtml({
      title: model.hero.siteTitle,
      css,
      icon: model.branding.favicon,
      head: headPath,
      scripts: {
        run: [indexPath, jsPath, ...(options.extraScripts ?? [])],
        docs: onDemand.docs,
        routes: Object.fromEntries(
          [
            ...groups,
            ...guides.pages,
            { route: ERRORS_ROUTE, asset: onDemand.errors },
            ...(onDemand.changelog ? [{ route: CHANGELOG_ROUTE, asset: onDemand.changelog }] : []),
          ].map((r) => [r.route, r.asset]),
        ),
      },
      root: await prerenderLanding(indexJson, bundle, session),
      origins: pageOrigins(model),
    }),
  );
  return { files, scripts };
}
