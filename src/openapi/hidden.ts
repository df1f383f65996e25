/**
 * Links of the operations a site shows to those it leaves out
 * (`x-internal`, `x-hidden`: `./tags.ts`): a link in a description that
 * names a left-out operation (by its `operationId`, or the anchor pamdocs
 * would give it, as a relative URL or fragment: Redoc's
 * `#operation/<id>`, `#tag/<tag>/operation/<id>`, pamdocs'
 * `#/<group>?scroll=<id>`), and a response's Link Object whose
 * `operationId` or `operationRef` names one. Each would show a reader
 * something the site hides (`openapi/link-to-hidden`).
 */
import { reachable } from '../parse/markdown/spec-prose.js';
import { kebab } from './names.js';
import { operationsOf } from './inventory.js';
import type { OpenApi, Response } from './openapi-types.js';
import { deref, pointerToken } from './pointer.js';
import type { DocumentTags } from './tags.js';

/** A link to a left-out operation: the JSON pointer of what holds it, and the operation it names. */
export interface HiddenLink {
  pointer: string;
  /** The left-out operation's `operationId`, else its JSON pointer. */
  target: string;
  /** Where the link is: in the description, or a response's Link Object (its name). */
  via: { description: true } | { link: string };
}

/** The URLs of the links of Markdown or HTML `text`: inline links, reference definitions and `href`s. */
const linkUrls = (text: string): string[] =>
  [...text.matchAll(/\]\(\s*<?([^)\s>]+)|^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)|href\s*=\s*["']([^"']+)["']/gm)].map(
    (m) => m[1] ?? m[2] ?? m[3]!,
  );

/** What `check` says of `link` (`openapi/link-to-hidden`). */
export function hiddenLinkMessage({ target, via }: HiddenLink): string {
  const where = 'link' in via ? `Link \`${via.link}\` names` : 'The description links to';
  return `${where} operation \`${target}\`, which the site leaves out (\`x-internal\` or \`x-hidden\`)`;
}

/** `segment` URL-decoded, or as it is when it is no valid encoding. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The links of the shown operations of `document` to those `tags` says it leaves out, in document order. */
export function linksToHidden(document: OpenApi, tags: DocumentTags): HiddenLink[] {
  const all = [...operationsOf(document, 'paths'), ...operationsOf(document, 'webhooks')];
  const hidden = all.filter((o) => tags.hides(o.op, o.item));
  if (hidden.length === 0) return [];
  const byName = new Map<string, string>();
  const byPointer = new Map<string, string>();
  for (const o of hidden) {
    const id = typeof o.op.operationId === 'string' ? o.op.operationId.trim() : '';
    byPointer.set(o.pointer, id || o.pointer);
    if (!id) continue;
    byName.set(id, id);
    byName.set(kebab(id, id), id);
  }
  const found: HiddenLink[] = [];
  for (const o of all) {
    if (tags.hides(o.op, o.item)) continue;
    if (typeof o.op.description === 'string')
      for (const url of linkUrls(o.op.description)) {
        if (reachable(url)) continue;
        const target = url
          .split(/[/#?&=]+/)
          .map((segment) => byName.get(decoded(segment)))
          .find(Boolean);
        if (target) found.push({ pointer: `${o.pointer}/description`, target, via: { description: true } });
      }
    for (const [status, written] of Object.entries(o.op.responses ?? {})) {
      const response = deref<Response>(document, written);
      const at = `${o.pointer}/responses/${pointerToken(status)}`;
      for (const [name, value] of Object.entries(response?.links ?? {})) {
        const link = deref(document, value) as { operationId?: unknown; operationRef?: unknown } | undefined;
        const target =
          (typeof link?.operationId === 'string' ? byName.get(link.operationId.trim()) : undefined) ??
          (typeof link?.operationRef === 'string' ? byPointer.get(link.operationRef.trim()) : undefined);
        // A response written by `$ref` is located at its reference.
        const pointer = response === written ? `${at}/links/${pointerToken(name)}` : at;
        if (target) found.push({ pointer, target, via: { link: name } });
      }
    }
  }
  return found;
}
