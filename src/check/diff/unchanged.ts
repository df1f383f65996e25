/**
 * Which components of two OpenAPI documents are the same in both, so the
 * comparison can skip every operation and schema made only of unchanged
 * parts (two releases of a large API share almost all of them). A
 * component is unchanged when its JSON text is the same in both documents
 * and so, transitively, is every component it refers to.
 */
import type { OpenApi } from '../../openapi/openapi-types.js';
import { child } from '../../openapi/pointer.js';
import { pointerTokens } from '../../openapi/pointer-offsets.js';
import { isObject } from '../engine/diff-schemas.js';

/** The references a JSON text holds (`"$ref":"#/components/schemas/Pet"`). */
const REFS = /"\$ref":"(#[^"]*)"/g;

/** The local references of `text`, each written as {@link child} writes pointers (percent escapes decoded). */
export function refsOf(text: string): string[] {
  return [...text.matchAll(REFS)].map((m) => child('#', ...pointerTokens(m[1]!)));
}

/** The component pointers of a document with the JSON text of each. */
function componentTexts(document: OpenApi): Map<string, string> {
  const texts = new Map<string, string>();
  const components = isObject(document.components) ? document.components : {};
  for (const [kind, entries] of Object.entries(components)) {
    if (!isObject(entries)) continue;
    for (const [name, value] of Object.entries(entries)) texts.set(child('#/components', kind, name), JSON.stringify(value));
  }
  return texts;
}

/** The components of a pair of documents that differ, deeply. */
export class Unchanged {
  /** Pointers of the components that differ, or refer (transitively) to one that does. */
  private readonly changed = new Set<string>();

  constructor(base: OpenApi, head: OpenApi) {
    const before = componentTexts(base);
    const after = componentTexts(head);
    /** For each component, the components that refer to it (in either document). */
    const referrers = new Map<string, string[]>();
    const pending: string[] = [];
    for (const [pointer, text] of after) {
      if (before.get(pointer) !== text) pending.push(pointer);
      for (const ref of refsOf(text)) referrers.set(ref, [...(referrers.get(ref) ?? []), pointer]);
    }
    for (const [pointer, text] of before) {
      if (!after.has(pointer)) pending.push(pointer);
      for (const ref of refsOf(text)) referrers.set(ref, [...(referrers.get(ref) ?? []), pointer]);
    }
    while (pending.length > 0) {
      const pointer = pending.pop()!;
      if (this.changed.has(pointer)) continue;
      this.changed.add(pointer);
      pending.push(...(referrers.get(pointer) ?? []));
    }
  }

  /** Whether the part `pointer` names is the same in both documents, with all it refers to: only a component can be. */
  ref(pointer: string): boolean {
    return pointer.startsWith('#/components/') && pointer.split('/').length === 4 && !this.changed.has(pointer);
  }

  /** Whether two values (an operation of each document, say) are the same: equal JSON texts whose references are all {@link ref unchanged}. */
  same(base: unknown, head: unknown): boolean {
    const text = JSON.stringify(base) ?? '';
    return text === (JSON.stringify(head) ?? '') && refsOf(text).every((ref) => this.ref(ref));
  }
}
