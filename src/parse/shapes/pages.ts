/**
 * Routes and pages as `pamdocs.yaml` names them, apart from its zod shape
 * (`./config.ts`): the model and the checks read a loaded config through
 * these, and only processing a file needs the validator.
 */
import type { Config, GroupConfig } from './config.js';

/** The hash route of a group: its `route`, by default `/<id>`. */
export function groupRoute(group: Pick<GroupConfig, 'id' | 'route'>): string {
  return group.route ?? `/${group.id}`;
}

/** The page a file of `landing.pages` or `guides.pages` names: its path under that folder without `.md` (`landing/features.md` -> `features`). */
export const pageOf = (rel: string): string => rel.replace(/^[^/]+\//, '').replace(/\.md$/, '');

/**
 * The guides of the sidebar in order, by page: those `guides.pages` lists,
 * else every one of `present` (sorted by path).
 */
export function guidePages(config: Pick<Config, 'guides'>, present: Iterable<string>): string[] {
  return config.guides.pages?.map(pageOf) ?? [...present].sort();
}
