/**
 * The navigation a document describes with its tags: which tags are groups
 * (OpenAPI 3.2's `kind` absent or `nav`), which are labels of their
 * operations (any other `kind`: `badge`, `audience`…), which are prose
 * (Redoc's `x-traitTag`), which are left out (`x-internal`, `x-hidden`, on
 * a tag or an ancestor of it), each one's title (3.2's `summary`, else
 * Redoc's `x-displayName`, else its name) and the tag it is nested in (3.2's
 * `parent`, else the section of Redoc's `x-tagGroups` that names it).
 */
import type { OpenApi, Operation, PathItem, Tag } from './openapi-types.js';

/** A label an operation carries: a tag of a `kind` other than `nav` (OpenAPI 3.2), e.g. `{ kind: 'badge', title: 'Beta' }`. */
export interface TagLabel {
  kind: string;
  title: string;
}

/** A section of `x-tagGroups`: a named list of tags, one level above them. */
export interface TagSection {
  name: string;
  tags: string[];
}

/** Whether a tag, operation or path item says it is left out of the docs (`x-internal: true` or `x-hidden: true`). */
export const isHidden = (value: Tag | Operation | PathItem | undefined): boolean =>
  value?.['x-internal'] === true || value?.['x-hidden'] === true;

/** The title of a tag: its `summary` (OpenAPI 3.2), else `x-displayName`, else its name; `fallback` when all are blank. */
export const tagTitle = (name: string, tag: Tag | undefined, fallback: string): string =>
  (typeof tag?.summary === 'string' ? tag.summary.trim() : '') ||
  (typeof tag?.['x-displayName'] === 'string' ? tag['x-displayName'].trim() : '') ||
  name.trim() ||
  fallback;

/** The tags of one document, read once: see the module's comment. */
export class DocumentTags {
  /** The declared tags by name, each with its index in `tags`. */
  readonly declared: ReadonlyMap<string, [Tag, number]>;
  /** The sections of `x-tagGroups` that name at least one tag, in order. */
  readonly sections: TagSection[];
  private readonly hidden = new Set<string>();

  constructor(document: OpenApi) {
    const tags = Array.isArray(document.tags) ? document.tags : [];
    this.declared = new Map(tags.flatMap((t, i) => (typeof t?.name === 'string' ? [[t.name, [t, i]]] : [])));
    const sections = Array.isArray(document['x-tagGroups']) ? document['x-tagGroups'] : [];
    this.sections = sections.flatMap((s) =>
      typeof s?.name === 'string' && Array.isArray(s.tags) ? [{ name: s.name, tags: s.tags.filter((t) => typeof t === 'string') }] : [],
    );
    for (const name of this.declared.keys())
      if (this.ancestry(name).some((t) => isHidden(this.declared.get(t)?.[0]))) this.hidden.add(name);
  }

  /** `name` and the declared tags it is nested in by `parent`, whatever they are, nearest first; a cycle ends where it closes. */
  ancestry(name: string): string[] {
    const line = [name];
    for (let parent = this.writtenParent(name); parent !== undefined && !line.includes(parent); parent = this.writtenParent(parent))
      line.push(parent);
    return line;
  }

  /** The declared tag `name` names as its `parent` (OpenAPI 3.2), whatever it is. */
  private writtenParent(name: string): string | undefined {
    const parent = this.declared.get(name)?.[0].parent;
    return typeof parent === 'string' && this.declared.has(parent) ? parent : undefined;
  }

  /** The group `name` is nested in by 3.2's `parent`: a declared tag that is a group and not nested in `name` (a cycle). */
  parentTag(name: string): string | undefined {
    const parent = this.writtenParent(name);
    return parent !== undefined && this.role(parent) === 'group' && !this.ancestry(parent).includes(name) ? parent : undefined;
  }

  /** The section of `x-tagGroups` that first names `name`, when it has no 3.2 `parent`. */
  section(name: string): TagSection | undefined {
    return this.parentTag(name) === undefined ? this.sections.find((s) => s.tags.includes(name)) : undefined;
  }

  /** What the tag `name` is on the site: a group, prose (a group of its own without operations), a label, or left out. */
  role(name: string): 'group' | 'prose' | 'label' | 'hidden' {
    if (this.hidden.has(name)) return 'hidden';
    const tag = this.declared.get(name)?.[0];
    if (tag?.['x-traitTag'] === true) return 'prose';
    return typeof tag?.kind === 'string' && tag.kind !== 'nav' ? 'label' : 'group';
  }

  /** Whether the operation `op` of the path item `item` is left out: it or its path item says so, or every tag it has is left out. */
  hides(op: Operation, item: PathItem): boolean {
    if (isHidden(op) || isHidden(item)) return true;
    const tags = this.tagsOf(op);
    return tags.length > 0 && tags.every((t) => this.role(t) === 'hidden');
  }

  /** The tags of `op` that make its groups, in its order (its first one's group has its card). */
  groupTags(op: Operation): string[] {
    return this.tagsOf(op).filter((t) => this.role(t) === 'group');
  }

  /** The labels of `op`: its tags of another kind than `nav`, in its order. */
  labels(op: Operation): TagLabel[] {
    return this.tagsOf(op).flatMap((name) => {
      if (this.role(name) !== 'label') return [];
      const tag = this.declared.get(name)![0];
      return [{ kind: String(tag.kind), title: tagTitle(name, tag, name) }];
    });
  }

  /** The tag names of `op`, each once. */
  private tagsOf(op: Operation): string[] {
    return Array.isArray(op.tags) ? [...new Set(op.tags.filter((t) => typeof t === 'string'))] : [];
  }
}
