/**
 * Which kind of content a file is, from its path relative to the content
 * folder (README, Content format).
 */

/** The four landing tabs, by file name under `landing/`, in display order (docs/site.md, The landing page). */
export const LANDING_TABS = ['features', 'architecture', 'data-model', 'ui-overview'] as const;
/** One of {@link LANDING_TABS}. */
export type LandingTab = (typeof LANDING_TABS)[number];

/** The kind of a Markdown file. */
export type Classified =
  | { kind: 'endpoint'; folder: string; id: string }
  | { kind: 'entity'; id: string }
  | { kind: 'landing'; tab: LandingTab }
  | { kind: 'unknown' };

/** Classifies a content-relative path such as `endpoints/cart/get-user-cart.md`. */
export function classify(rel: string): Classified {
  const parts = rel.replace(/\.md$/, '').split('/');
  if (parts.length === 3 && parts[0] === 'endpoints') return { kind: 'endpoint', folder: parts[1]!, id: parts[2]! };
  if (parts.length === 2 && parts[0] === 'entities') return { kind: 'entity', id: parts[1]! };
  if (parts.length === 2 && parts[0] === 'landing' && (LANDING_TABS as readonly string[]).includes(parts[1]!)) {
    return { kind: 'landing', tab: parts[1] as LandingTab };
  }
  return { kind: 'unknown' };
}

/** The Markdown files of a content folder by kind, from their paths alone. */
export interface FilesByKind {
  /** Endpoint ids by group folder, in path order. */
  endpoints: Map<string, string[]>;
  /** Entity ids, in path order. */
  entities: string[];
  /** The landing tabs present. */
  tabs: Set<LandingTab>;
}

/** Classifies every content-relative Markdown path of `markdown`. */
export function filesByKind(markdown: readonly string[]): FilesByKind {
  const files: FilesByKind = { endpoints: new Map(), entities: [], tabs: new Set() };
  for (const rel of markdown) {
    const kind = classify(rel);
    if (kind.kind === 'endpoint') {
      const ids = files.endpoints.get(kind.folder);
      if (ids) ids.push(kind.id);
      else files.endpoints.set(kind.folder, [kind.id]);
    } else if (kind.kind === 'entity') files.entities.push(kind.id);
    else if (kind.kind === 'landing') files.tabs.add(kind.tab);
  }
  return files;
}
