/**
 * Link rules over Markdown bodies and frontmatter references. Rule ids:
 * `links/unknown-route` (a link to a group that does not exist),
 * `links/missing-anchor` (a `?scroll=` anchor that is not on that page),
 * `links/missing-asset` (an image or asset file that does not exist),
 * `links/external-asset` (an image from another origin: the site loads nothing from elsewhere).
 */
import { createHash } from 'node:crypto';
import { isLocalFile, resolveAsset } from '../../parse/markdown/local-urls.js';
import { classify, type ContentDocument } from '../../parse/documents.js';
import { groupRoute } from '../../parse/schemas.js';
import type { Diagnostic } from '../../shared/diagnostics.js';
import { didYouMean } from '../../shared/suggest.js';
import { atYaml, memoized, ruleMemo, type Rules } from '../engine/context.js';

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

const MEMO = ruleMemo('links');

export const linkRules: Rules = ({ content, session }) => {
  const memo = session.get(MEMO);
  const config = content.config?.config;
  const out: Diagnostic[] = [];
  const pages = new Map<string, string[]>();
  pages.set('/', []);
  for (const g of config?.groups ?? []) pages.set(groupRoute(g), g.endpoints);

  const checkTarget = (url: string, report: (rule: string, message: string) => void): void => {
    const link = parseInternalLink(url);
    if (link && config) {
      const anchors = pages.get(link.route);
      if (!anchors) {
        report('links/unknown-route', `Cannot find the page \`#${link.route}\` linked by "${url}"${didYouMean(link.route, [...pages.keys()])}`);
      } else if (link.anchor !== undefined && !anchors.includes(link.anchor)) {
        report('links/missing-anchor', `Cannot find anchor "${link.anchor}" on \`#${link.route}\`${didYouMean(link.anchor, anchors)}`);
      }
    }
  };

  // A document's links are checked again only when it changed, or the pages, anchors or asset files did.
  const key = createHash('sha256')
    .update(JSON.stringify([config ? [...pages] : null, [...content.assets.keys()]]))
    .digest('hex');
  for (const doc of content.documents) {
    const found = memoized(memo, doc, key, () => {
      const inDoc: Diagnostic[] = [];
      for (const { type, url, offset: at } of doc.links) {
        const offset = doc.bodyOffset + at;
        const report = (rule: string, message: string) => inDoc.push(bodyDiagnostic(doc, offset, rule, message));
        if (type === 'image' && /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url)) {
          report('links/external-asset', `The image "${url}" is on another origin; the built site loads nothing from other origins`);
        } else if (isLocalFile(url)) checkAsset(content.assets, doc, url, report);
        else checkTarget(url, report);
      }
      if (doc.kind === 'landing' && doc.tab === 'architecture') {
        checkAsset(content.assets, doc, doc.data.diagram.src, (rule, message) => inDoc.push(atYaml(doc, ['diagram', 'src'], rule, message)));
      }
      return inDoc;
    });
    for (const d of found) out.push(d);
  }
  return out;
};

function checkAsset(
  assets: ReadonlyMap<string, unknown>,
  doc: ContentDocument,
  url: string,
  report: (rule: string, message: string) => void,
): void {
  let rel: string;
  try {
    rel = resolveAsset(doc.rel, decodeURI(url));
  } catch {
    report('links/missing-asset', `Cannot read the file reference "${url}": it is not a valid URL`);
    return;
  }
  if (assets.has(rel)) return;
  const page = classify(rel);
  report(
    'links/missing-asset',
    page.kind === 'endpoint'
      ? `"${url}" links to a Markdown file, which is not part of the built site; link \`#/${page.folder}?scroll=${page.id}\` instead`
      : `Cannot find the file \`${rel}\` referenced as "${url}"`,
  );
}

function bodyDiagnostic(doc: ContentDocument, offset: number, rule: string, message: string): Diagnostic {
  return { file: doc.file, ...doc.lines.position(offset), severity: 'error', rule, message };
}
