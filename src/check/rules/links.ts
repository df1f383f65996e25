/**
 * Link rules over Markdown bodies and frontmatter references. Rule ids:
 * `links/unknown-route` (a link to a group that does not exist),
 * `links/missing-anchor` (a `?scroll=` anchor that is not on that page),
 * `links/missing-asset` (an image or asset file that does not exist).
 */
import { visit } from 'unist-util-visit';
import { resolveAsset } from '../../content/assemble.js';
import type { ContentDocument } from '../../content/documents.js';
import type { Diagnostic } from '../../diagnostics.js';
import { didYouMean } from '../../content/suggest.js';
import { atYaml, type Rules } from '../context.js';
import { bodyTree } from './markdown-tree.js';

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

/** Whether a URL points at a file of the content folder (not a site route, not another origin). */
function isLocalFile(url: string): boolean {
  return url !== '' && !url.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//');
}

export const linkRules: Rules = ({ content }) => {
  const config = content.config?.config;
  const out: Diagnostic[] = [];
  const pages = new Map<string, string[]>();
  pages.set('/', []);
  for (const g of config?.groups ?? []) pages.set(g.route ?? `/${g.id}`, g.endpoints);

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

  for (const doc of content.documents) {
    visit(bodyTree(doc), (node) => {
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
      const url = node.url;
      const offset = doc.bodyOffset + (node.position?.start.offset ?? 0);
      const report = (rule: string, message: string) => out.push(bodyDiagnostic(doc, offset, rule, message));
      if (node.type === 'image' && isLocalFile(url)) checkAsset(content.assets, doc, url, report);
      else checkTarget(url, report);
    });
    if (doc.kind === 'landing' && doc.tab === 'architecture') {
      checkAsset(content.assets, doc, doc.data.diagram.src, (rule, message) => out.push(atYaml(doc, ['diagram', 'src'], rule, message)));
    }
  }
  return out;
};

function checkAsset(
  assets: ReadonlyMap<string, unknown>,
  doc: ContentDocument,
  url: string,
  report: (rule: string, message: string) => void,
): void {
  const rel = resolveAsset(doc.rel, decodeURI(url.split(/[?#]/)[0] ?? ''));
  if (!assets.has(rel)) report('links/missing-asset', `Cannot find the file \`${rel}\` referenced as "${url}"`);
}

function bodyDiagnostic(doc: ContentDocument, offset: number, rule: string, message: string): Diagnostic {
  return { file: doc.file, ...doc.lines.position(offset), severity: 'error', rule, message };
}
