/**
 * Overlays: Markdown files that add to a part of an OpenAPI document
 * (`src/parse/shapes/overlay.ts`). Finding what one names (an operation by
 * its `operationId` or `METHOD /path`, a tag, a component schema) and
 * applying it: the keys it sets replace the document's, and its body is
 * shown after the document's description. An overlay whose target is not
 * in the document is applied to nothing; `overlay/unknown-target` reports it.
 */
import type { EndpointDocument, EntityDocument, OverlayDocument } from '../../parse/documents.js';
import type { ApiIndex } from '../../parse/api-index.js';
import { statusOfKey } from '../../parse/overlays.js';
import type { OperationOverlay } from '../../parse/shapes.js';
import { didYouMean } from '../../shared/suggest.js';

/** An overlay of one kind. */
export type OverlayOf<K extends OverlayDocument['target']> = Extract<OverlayDocument, { target: K }>;

/** What an overlay names, found in its API. */
export type OverlayTarget =
  | { kind: 'operation'; api: ApiIndex; endpoint: EndpointDocument }
  | { kind: 'tag'; api: ApiIndex; group: string }
  | { kind: 'schema'; api: ApiIndex; entity: EntityDocument };

/** Why an overlay names nothing: the key of its frontmatter at fault, and a message. */
export interface OverlayProblem {
  key: string;
  message: string;
}

/** `GET /pets/{id}` as the operations of an {@link ApiIndex} are keyed: the method (any RFC 9110 token: `QUERY`, `M-SEARCH`) upper-case, one space. */
export function operationKey(written: string): string {
  const match = /^\s*([\w!#$%&'*+.^`|~-]+)\s+(\/\S*)\s*$/.exec(written);
  return match ? `${match[1]!.toUpperCase()} ${match[2]}` : written.trim();
}

/** The names of what an overlay of `kind` may name in `api`, for "did you mean". */
function namesOf(api: ApiIndex, kind: OverlayDocument['target'], written: string): string[] {
  if (kind === 'tag') return [...api.tags.keys()];
  if (kind === 'schema') return [...api.schemas.keys()];
  // Suggest names of the form written: operation ids, or methods and paths.
  const byPath = /\s/.test(written.trim());
  return [...api.operations.keys()].filter((k) => /\s/.test(k) === byPath);
}

/**
 * What an overlay names, found among the APIs read (`target`); else why it
 * names nothing (`problem`); else `unread` when it may name a part of an
 * API whose document could not be read (`unread`: their ids), whose own
 * problems are reported where they are.
 */
export type FoundTarget = { target: OverlayTarget } | { problem: OverlayProblem } | { unread: true };

/** The target `overlay` names among `apis`, or why there is none (see {@link FoundTarget}). */
export function findTarget(overlay: OverlayDocument, apis: readonly ApiIndex[], unread: readonly string[]): FoundTarget {
  const wanted = overlay.data.api;
  const candidates = wanted === undefined ? apis : apis.filter((a) => a.id === wanted);
  const mayBeUnread = wanted === undefined ? unread.length > 0 : unread.includes(wanted);
  if (apis.length === 0 && !mayBeUnread)
    return {
      problem: { key: overlay.target, message: `pamdocs.yaml names no OpenAPI document (\`openapi:\`) that this overlay could add to` },
    };
  if (candidates.length === 0 && !mayBeUnread)
    return {
      problem: {
        key: 'api',
        message: `No API has the id "${wanted}"${didYouMean(wanted!, [...apis.map((a) => a.id), ...unread])}`,
      },
    };
  const name =
    overlay.target === 'operation'
      ? operationKey(overlay.data.operation)
      : overlay.target === 'tag'
        ? overlay.data.tag
        : overlay.data.schema;
  for (const api of candidates) {
    if (overlay.target === 'operation') {
      const endpoint = api.operations.get(name);
      if (endpoint) return { target: { kind: 'operation', api, endpoint } };
    } else if (overlay.target === 'tag') {
      const group = api.tags.get(name);
      if (group !== undefined) return { target: { kind: 'tag', api, group } };
    } else {
      const entity = api.schemas.get(name);
      if (entity) return { target: { kind: 'schema', api, entity } };
    }
  }
  if (mayBeUnread) return { unread: true };
  const what = { operation: 'operation', tag: 'tag', schema: 'component schema' }[overlay.target];
  const where = candidates.length === 1 ? `\`${candidates[0]!.file}\`` : 'any of the OpenAPI documents';
  return {
    problem: {
      key: overlay.target,
      message: `Cannot find the ${what} "${name}" in ${where}${didYouMean(
        name,
        candidates.flatMap((a) => namesOf(a, overlay.target, name)),
      )}`,
    },
  };
}

/** An example of an overlay as the content writes one: a string as it is, other JSON two-space indented. */
const exampleText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** The statuses of `examples.responses` of an operation overlay that `doc` does not document. */
export function undocumentedStatuses(overlay: OperationOverlay, doc: EndpointDocument): string[] {
  const statuses = new Set<number | string>([...doc.data.responses.map((r) => r.status), ...doc.data.errors.map((e) => e.status)]);
  return Object.keys(overlay.examples?.responses ?? {}).filter((key) => {
    const status = statusOfKey(key);
    return status === undefined || !statuses.has(status);
  });
}

/**
 * `doc` with the operation overlay `overlay` applied: its title, summary,
 * `deprecated` and examples replaced where the overlay sets them, moved to
 * the group it names, and the overlay kept for its prose.
 */
export function overlaidEndpoint(doc: EndpointDocument, overlay: OverlayOf<'operation'>): EndpointDocument {
  const o = overlay.data;
  const data = { ...doc.data };
  if (o.title !== undefined) data.title = o.title;
  if (o.summary !== undefined) data.summary = o.summary;
  if (o.deprecated !== undefined) data.deprecated = o.deprecated;
  // The bodies whose example the overlay gives: theirs are checked, generated or not.
  const given: string[] = [];
  if (o.examples?.request !== undefined && data.requestBody) {
    data.requestBody = { ...data.requestBody, example: exampleText(o.examples.request) };
    given.push('/requestBody');
  }
  const responses = o.examples?.responses ?? {};
  const example = (status: number | string) => Object.entries(responses).find(([key]) => statusOfKey(key) === status)?.[1];
  const replace = <T extends { status: number | string; example?: string | undefined }>(list: T[], name: string) =>
    list.map((r, i) => {
      const value = example(r.status);
      if (value === undefined) return r;
      given.push(`/${name}/${i}`);
      return { ...r, example: exampleText(value) };
    });
  data.responses = replace(data.responses, 'responses');
  data.errors = replace(data.errors, 'errors');
  const generated = doc.spec?.generated?.filter((path) => !given.includes(path));
  return {
    ...doc,
    data,
    folder: o.group ?? doc.folder,
    overlay,
    ...(doc.spec ? { spec: { ...doc.spec, ...(generated ? { generated } : {}) } } : {}),
  };
}

/** `doc` with the schema overlay `overlay` applied: its name and summary where the overlay sets them, and the overlay kept for its prose. */
export function overlaidEntity(doc: EntityDocument, overlay: OverlayOf<'schema'>): EntityDocument {
  const { name, summary } = overlay.data;
  return { ...doc, data: { ...doc.data, ...(name !== undefined ? { name } : {}), ...(summary !== undefined ? { summary } : {}) }, overlay };
}
