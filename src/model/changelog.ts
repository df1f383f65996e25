/**
 * The site's changelog (docs/guides/site.md, The changelog): for each API that
 * pamdocs.yaml lists in several versions, what changed from each version to
 * the next in `openapi:` order, as `pamdocs diff` classifies it
 * (`compareDocuments`, with the severities of pamdocs.yaml's `rules:`),
 * each changed operation linked to its card in the version that has it.
 */
import { compareDocuments, type ApiChange } from '../check/diff/run.js';
import type { OpenApi } from '../openapi/openapi-types.js';
import { versionedApis, type ApiIndex, type ApiSpec } from '../parse/api-index.js';
import type { RuleSetting } from '../parse/shapes.js';
import { operationKey } from '../shared/operation-key.js';
import { cacheSection, contentKey, type Session } from '../shared/session.js';
import type { ApiChangelog, ChangedOperation, ChangelogStep, Group } from '../shared/site-model.js';

/**
 * Comparisons made in earlier runs of a session that runs follow, by a key
 * of the two versions' documents (the content keys of their parts: a
 * change's message names no place) and the `rules:` they were made under: a
 * rebuild that changed neither version compares nothing.
 */
const COMPARISONS = cacheSection('model/changelog', 'memory');

/** A content key of the document an API version was read from: its parts' content keys. */
const versionKey = (api: ApiIndex): string => contentKey(...[...api.operations.values(), ...api.schemas.values()].map((doc) => doc.key));

/**
 * Where the site shows each operation of one API version: by `METHOD skeleton`,
 * the route of its group with its card's anchor (`/shop-2-pets?scroll=list-pets`).
 * Only the version's own groups count: an operation an overlay hides, or
 * moves into a group written in Markdown, has no card here.
 */
function cardsOf(api: ApiIndex, groups: readonly Group[]): Map<string, string> {
  const cards = new Map<string, string>();
  for (const group of groups) {
    if (!api.groups.includes(group.id)) continue;
    for (const endpoint of group.endpoints) {
      const key = operationKey(endpoint.method, endpoint.path);
      if (!cards.has(key)) cards.set(key, `${group.route}?scroll=${encodeURIComponent(endpoint.id)}`);
    }
  }
  return cards;
}

/** A version of an API whose document was read, with where the site shows its operations. */
interface Version {
  api: ApiIndex & { spec: ApiSpec; version: string };
  cards: Map<string, string>;
}

/**
 * `changes` (from `from` to `to`) by operation, in the order the diff
 * reports them: an operation `to` has links to its card there, one it
 * removed to its card in `from`.
 */
function stepOf(from: Version, to: Version, changes: readonly ApiChange[]): ChangelogStep {
  const operations = new Map<string, ChangedOperation>();
  for (const change of changes) {
    let operation = operations.get(change.operation);
    if (!operation) {
      const space = change.operation.indexOf(' ');
      const method = change.operation.slice(0, space);
      const path = change.operation.slice(space + 1);
      // The diff names an operation by the head's path, or by the base's when the head has none of its skeleton.
      const where = to.api.operations.has(change.operation) ? to : from;
      operation = { method, path, href: where.cards.get(operationKey(method, path)) ?? null, version: where.api.version, changes: [] };
      operations.set(change.operation, operation);
    }
    operation.changes.push({ severity: change.severity, rule: change.rule, message: change.message });
  }
  return {
    from: from.api.version,
    to: to.api.version,
    breaking: changes.filter((c) => c.severity === 'error').length,
    operations: [...operations.values()],
  };
}

/**
 * The changelog of the APIs of `apis` that have several versions, or
 * undefined when none has (or a version's document was not read).
 * `groups`: the site model's, which say where each operation's card is;
 * `settings`: `rules:` of pamdocs.yaml (a diff rule turned off lists
 * nothing). Each API's steps pair consecutive versions in `openapi:` order,
 * listed oldest first, and come newest first; its title is its first
 * entry's, as in the switcher. Never throws.
 */
export function changelogOf(
  apis: readonly ApiIndex[],
  groups: readonly Group[],
  settings: Readonly<Record<string, RuleSetting>>,
  session: Session,
): ApiChangelog[] | undefined {
  const read = versionedApis(apis).filter((versions) => versions.every((api) => api.spec !== undefined));
  if (read.length === 0) return undefined;
  const settingsKey = JSON.stringify(settings);
  const changesOf = (base: Version['api'], head: Version['api']): ApiChange[] =>
    session.memo(COMPARISONS, contentKey(versionKey(base), versionKey(head), settingsKey), () => {
      const side = (spec: ApiSpec) => ({ document: spec.document as OpenApi, locate: spec.locate });
      return compareDocuments(side(base.spec), side(head.spec), settings);
    });
  return read.map((apiVersions) => {
    const versions = apiVersions.map((api): Version => ({ api: api as Version['api'], cards: cardsOf(api, groups) }));
    const steps = versions.slice(1).map((to, i) => stepOf(versions[i]!, to, changesOf(versions[i]!.api, to.api)));
    return { api: versions[0]!.api.id, title: versions[0]!.api.title, steps: steps.reverse() };
  });
}
