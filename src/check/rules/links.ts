/**
 * Link rules over Markdown bodies and frontmatter references: every in-site
 * link reaches a page and an anchor that exist, every referenced file exists,
 * and nothing loads from another origin.
 */
import { contentKey } from '../../shared/session.js';
import { versionedApis } from '../../parse/api-index.js';
import type { LoadedContent } from '../../parse/load.js';
import type { DocumentBody } from '../../parse/documents.js';
import { isLocalFile, resolveAsset } from '../../parse/markdown/local-urls.js';
import type { ContentIndex } from '../../parse/content-index.js';
import { groupRoute, guidePages, pageOf } from '../../parse/shapes/pages.js';
import type { Config } from '../../parse/shapes.js';
import { CHANGELOG_ROUTE, entityAnchor, ERRORS_ROUTE, GUIDES_ROUTE, SCHEMAS_ROUTE } from '../../shared/page-protocol.js';
import { didYouMean } from '../../shared/suggest.js';
import { classify } from '../../source/classify.js';
import { atBody } from '../engine/locate.js';
import { defineRule, type Location, type RuleContext } from '../engine/rule.js';

/** A link target inside the site: a hash route and an optional `scroll` anchor. */
export interface InternalLink {
  route: string;
  anchor?: string;
}

/** Parses `#/route?scroll=anchor` (also `#/route`); undefined for any other URL. */
export function parseInternalLink(url: string): InternalLink | undefined {
  const m = /^#(\/[^?#]*)(?:\?(.*))?$/.exec(url);
  if (!m) return undefined;
  const route = m[1]!.replace(/\/+$/, '') || '/';
  const anchor = new URLSearchParams(m[2] ?? '').get('scroll') ?? undefined;
  return anchor === undefined ? { route } : { route, anchor };
}

/** Whether a URL is on another origin (`https://…`, `//host/…`). */
const foreign = (url: string) => /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url);

/**
 * The pages of the site by route with their anchors: the landing page, each
 * group with its endpoints, each guide with its headings, the error
 * catalogue, and the entities on the landing page that shows them or on
 * the schemas route.
 */
function sitePages(config: Config, index: ContentIndex): Map<string, readonly string[]> {
  const entities = config.entities.map(entityAnchor);
  const listed = config.landing.pages.map(pageOf);
  const onLanding = listed.some((page) => index.landing.get(page)?.html.includes('data-block="entities"'));
  const pages = new Map<string, readonly string[]>([
    ['/', onLanding ? entities : []],
    [ERRORS_ROUTE, []],
  ]);
  if (!onLanding && entities.length > 0) pages.set(SCHEMAS_ROUTE, entities);
  for (const g of config.groups) pages.set(groupRoute(g), g.endpoints);
  for (const page of guidePages(config, index.paths.guides))
    pages.set(`${GUIDES_ROUTE}/${page}`, index.guides.get(page)?.headings.map((h) => h.id) ?? []);
  return pages;
}

/** The pages of the site by route with their anchors, and a key of what the link rules read besides a document (the pages and the asset files). */
function linkSetup(content: LoadedContent): { pages: Map<string, readonly string[]>; key: string } {
  const pages = content.config ? sitePages(content.config.config, content.index) : new Map<string, readonly string[]>();
  // Versions of one API make the changelog page.
  if (content.config && versionedApis(content.apis).length > 0) pages.set(CHANGELOG_ROUTE, []);
  const key = contentKey(JSON.stringify([content.config ? [...pages] : null, [...content.assets.keys()]]));
  return { pages, key };
}

/** The key of the link checks of a document: the pages and the asset files. */
const linkKey = (ctx: RuleContext) => ctx.memo(linkSetup).key;

/** Runs `check` on every in-site link (`#/route?scroll=anchor`) of `doc`, with the site's pages; nothing without a config. */
function internalLinks(
  doc: DocumentBody,
  ctx: RuleContext,
  check: (link: InternalLink, url: string, pages: Map<string, readonly string[]>, at: Location) => void,
): void {
  if (!ctx.content.config) return;
  const { pages } = ctx.memo(linkSetup);
  for (const { url, offset } of doc.links) {
    const link = parseInternalLink(url);
    if (link) check(link, url, pages, atBody(doc, offset));
  }
}

export const unknownRoute = defineRule(
  {
    id: 'links/unknown-route',
    severity: 'error',
    summary: 'a link to a page or group that does not exist',
    docs: [
      'A link `#/<route>` (with or without `?scroll=`) must name a page of the site:',
      'the landing page `/`, the route of a group of pamdocs.yaml, a guide `/guides/<page>`, the error catalogue `/errors`,',
      'or `/schemas` when no landing page shows the entities.',
    ].join(' '),
  },
  {
    key: linkKey,
    body: (doc, report, ctx) =>
      internalLinks(doc, ctx, (link, url, pages, at) => {
        if (!pages.has(link.route))
          report(at, `Cannot find the page \`#${link.route}\` linked by "${url}"${didYouMean(link.route, [...pages.keys()])}`);
      }),
  },
);

export const missingAnchor = defineRule(
  {
    id: 'links/missing-anchor',
    severity: 'error',
    summary: 'a `?scroll=` link to an anchor that is not on that page',
    docs: [
      'A link `#/<route>?scroll=<anchor>` must name an anchor of that page: an endpoint listed in that group, a heading of that guide',
      '(its id as GitHub makes it: `## Rate limits` is `rate-limits`), or `entity-<id>` where the entities are shown.',
      'The page scrolls to the element with that id, and there is none otherwise.',
    ].join(' '),
  },
  {
    key: linkKey,
    body: (doc, report, ctx) =>
      internalLinks(doc, ctx, (link, _url, pages, at) => {
        const anchors = pages.get(link.route);
        if (link.anchor !== undefined && anchors && !anchors.includes(link.anchor)) {
          report(at, `Cannot find anchor "${link.anchor}" on \`#${link.route}\`${didYouMean(link.anchor, anchors)}`);
        }
      }),
  },
);

/** Reports `url` of `doc` when it names no file of the content folder. */
function checkAsset(content: LoadedContent, doc: DocumentBody, url: string, problem: (message: string) => void): void {
  let rel: string;
  try {
    rel = resolveAsset(doc.rel, decodeURI(url));
  } catch {
    problem(`Cannot read the file reference "${url}": it is not a valid URL`);
    return;
  }
  if (content.assets.has(rel)) return;
  const page = classify(rel);
  const instead =
    page.kind === 'endpoint' ? `#/${page.folder}?scroll=${page.id}` : page.kind === 'guide' ? `#${GUIDES_ROUTE}/${page.page}` : undefined;
  problem(
    instead
      ? `"${url}" links to a Markdown file, which is not part of the built site; link \`${instead}\` instead`
      : `Cannot find the file \`${rel}\` referenced as "${url}"`,
  );
}

export const missingAsset = defineRule(
  {
    id: 'links/missing-asset',
    severity: 'error',
    summary: 'an image or file reference to a file that does not exist',
    docs: [
      'Images and links to files are relative to the Markdown file and must name a file of the content folder',
      '(the architecture diagram too); the build copies it under a content-hashed name.',
    ].join(' '),
  },
  {
    key: linkKey,
    body: (doc, report, { content }) => {
      for (const { type, url, offset } of doc.links) {
        if (!(type === 'image' && foreign(url)) && isLocalFile(url))
          checkAsset(content, doc, url, (message) => report(atBody(doc, offset), message));
      }
    },
  },
);

export const externalAsset = defineRule(
  {
    id: 'links/external-asset',
    severity: 'error',
    summary: 'an image from another origin (the site loads nothing from elsewhere)',
    docs: [
      'The built site makes no request to another origin, so it works offline and leaks nothing:',
      'put the image in the content folder and reference it by a relative path.',
    ].join(' '),
  },
  {
    body: (doc, report) => {
      for (const { type, url, offset } of doc.links) {
        if (type === 'image' && foreign(url))
          report(atBody(doc, offset), `The image "${url}" is on another origin; the built site loads nothing from other origins`);
      }
    },
  },
);

/** The rules of this file, in report order. */
export const linkRules = [unknownRoute, missingAnchor, missingAsset, externalAsset] as const;
