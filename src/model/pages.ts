/**
 * The pages of the site besides the API reference: the landing pages and
 * the guides, in the order pamdocs.yaml gives, and the branding.
 */
import type { ContentIndex } from '../parse/content-index.js';
import type { ContentDocument } from '../parse/documents.js';
import { guidePages, pageOf } from '../parse/shapes/pages.js';
import type { Config } from '../parse/shapes.js';
import type { Branding, Guides, Landing } from '../shared/site-model.js';

/** Renders a document's body to its final HTML (placeholders filled, asset URLs resolved). */
type Html = (doc: ContentDocument) => string;

/** The landing pages pamdocs.yaml lists that the content has, and the one holding the entities. */
export function landingOf(config: Config, index: ContentIndex, html: Html): Landing {
  const docs = config.landing.pages.flatMap((rel) => index.landing.get(pageOf(rel)) ?? []);
  return {
    layout: config.landing.layout,
    pages: docs.map((doc) => ({ id: doc.page, title: doc.data.title, html: html(doc) })),
    entitiesPage: docs.find((doc) => doc.html.includes('data-block="entities"'))?.page ?? '',
  };
}

/** The guides, in the order of `guides.pages` of pamdocs.yaml, else by path. */
export function guidesOf(config: Config, index: ContentIndex, html: Html): Guides {
  const docs = guidePages(config, index.paths.guides).flatMap((page) => index.guides.get(page) ?? []);
  return {
    title: config.guides.title,
    position: config.guides.position,
    pages: docs.map((doc) => ({
      page: doc.page,
      route: `/guides/${doc.page}`,
      title: doc.data.title,
      summary: doc.data.summary ?? '',
      html: html(doc),
      headings: doc.headings,
      file: doc.rel,
    })),
  };
}

/** The branding of pamdocs.yaml, with `assetUrl` giving the built URL of a content file. */
export function brandingOf(config: Config, assetUrl: (rel: string) => string): Branding {
  const accent = config.accentColor;
  return {
    favicon: config.favicon === undefined ? '' : assetUrl(config.favicon),
    accent: accent === undefined ? null : typeof accent === 'string' ? { light: accent, dark: accent } : accent,
    footer: config.footer ?? '',
  };
}
