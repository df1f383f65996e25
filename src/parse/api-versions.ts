/**
 * Which APIs of a site have several versions: entries of pamdocs.yaml's
 * `openapi:` with one `id` and a `version` each. The site shows a
 * changelog of them (docs/guides/site.md, The changelog).
 */
import type { ApiIndex } from './api-index.js';

/**
 * The APIs of `apis` with several versions, each as its versions in
 * `openapi:` order (an entry without `version` is no version of any);
 * empty when none has.
 */
export function versionedApis<T extends Pick<ApiIndex, 'id' | 'version'>>(apis: readonly T[]): T[][] {
  const byId = new Map<string, T[]>();
  for (const api of apis) if (api.version !== undefined) byId.set(api.id, [...(byId.get(api.id) ?? []), api]);
  return [...byId.values()].filter((versions) => versions.length > 1);
}
