/**
 * Which kind of content a file is, from its path relative to the content
 * folder (docs/guides/content.md).
 */

/** The kind of a Markdown file. */
export type Classified =
  | { kind: 'endpoint'; folder: string; id: string }
  | { kind: 'entity'; id: string }
  | { kind: 'landing'; page: string }
  | { kind: 'guide'; page: string }
  | { kind: 'unknown' };

/** Classifies a content-relative path such as `endpoints/cart/get-user-cart.md`; any file not ending in `.md` is `unknown`. */
export function classify(rel: string): Classified {
  if (!rel.endsWith('.md')) return { kind: 'unknown' };
  const parts = rel.slice(0, -3).split('/');
  if (parts.length === 3 && parts[0] === 'endpoints') return { kind: 'endpoint', folder: parts[1]!, id: parts[2]! };
  if (parts.length === 2 && parts[0] === 'entities') return { kind: 'entity', id: parts[1]! };
  if (parts.length >= 2 && (parts[0] === 'landing' || parts[0] === 'guides'))
    return { kind: parts[0] === 'landing' ? 'landing' : 'guide', page: parts.slice(1).join('/') };
  return { kind: 'unknown' };
}

/** The Markdown files of a content folder by kind, from their paths alone. */
export interface FilesByKind {
  /** Endpoint ids by group folder, in path order. */
  endpoints: Map<string, string[]>;
  /** Entity ids, in path order. */
  entities: string[];
  /** The landing pages present, by path under `landing/` without `.md`. */
  landing: Set<string>;
  /** The guides present, by path under `guides/` without `.md`, in path order. */
  guides: Set<string>;
}

/** Classifies every content-relative Markdown path of `markdown`. */
export function filesByKind(markdown: readonly string[]): FilesByKind {
  const files: FilesByKind = { endpoints: new Map(), entities: [], landing: new Set(), guides: new Set() };
  for (const rel of markdown) {
    const kind = classify(rel);
    if (kind.kind === 'endpoint') {
      const ids = files.endpoints.get(kind.folder);
      if (ids) ids.push(kind.id);
      else files.endpoints.set(kind.folder, [kind.id]);
    } else if (kind.kind === 'entity') files.entities.push(kind.id);
    else if (kind.kind === 'landing') files.landing.add(kind.page);
    else if (kind.kind === 'guide') files.guides.add(kind.page);
  }
  return files;
}
