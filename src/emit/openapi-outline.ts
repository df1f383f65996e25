/**
 * The outline of an exported OpenAPI document: which version it needs (3.2
 * for what only 3.2 writes), and its tags (the groups, nested as 3.2 nests
 * them, and the endpoints' labels).
 */
import { itemTokens } from '../openapi/openapi-types.js';
import type { Group } from '../shared/site-model.js';

/**
 * Whether `groups` hold what only OpenAPI 3.2 writes: a `QUERY` operation, another method of the API's own, a
 * `querystring` parameter, a group nested in another (a tag's `parent`) or an endpoint's label (a tag of another `kind`).
 */
export const needs32 = (groups: readonly Group[]): boolean =>
  groups.some(
    (g) =>
      g.parent !== undefined ||
      g.endpoints.some(
        (e) =>
          e.method === 'QUERY' ||
          itemTokens(e.method).length > 1 ||
          e.parameters.some((p) => p.in === 'querystring') ||
          (e.labels?.length ?? 0) > 0,
      ),
  );

/**
 * The tags of `groups`: a group's, with its description, its `externalDocs` and, written as OpenAPI 3.2 (`v32`), the
 * tag of the group it is nested in (`parent`); then, in 3.2, a tag of each kind of label its endpoints carry (`kind`).
 */
export function tagsOf(groups: readonly Group[], v32: boolean): Record<string, unknown>[] {
  const titles = new Map(groups.map((g) => [g.id, g.title]));
  const tags: Record<string, unknown>[] = groups.map((g) => ({
    name: g.title,
    ...(g.description ? { description: g.description } : {}),
    ...(g.externalDocs ? { externalDocs: g.externalDocs } : {}),
    ...(v32 && g.parent !== undefined && titles.has(g.parent) ? { parent: titles.get(g.parent) } : {}),
  }));
  if (!v32) return tags;
  const names = new Set(tags.map((t) => t.name));
  for (const { title, kind } of groups.flatMap((g) => g.endpoints.flatMap((e) => e.labels ?? [])))
    if (!names.has(title)) {
      names.add(title);
      tags.push({ name: title, kind });
    }
  return tags;
}
