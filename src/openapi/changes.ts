/**
 * What pamdocs had to change to show a document (rule `openapi/changed`):
 * each change is counted by kind, and reported once per kind at its first
 * place in the document, so a document with 1,800 links to its own site
 * gives one warning, not 1,800. Changes are recorded per operation and per
 * schema, so a conversion of a part can be redone alone and its changes
 * summed again with the others.
 */

/** One kind of change at one place, `count` times. */
export interface Change {
  /** A key of {@link CHANGE_MESSAGES}, or `keyword:<name>` for a schema keyword left out. */
  kind: string;
  /** JSON pointer of the place in the document (as upgraded to 3.1). */
  pointer: string;
  count: number;
}

/** What each kind of change says, given how many there were. */
const CHANGE_MESSAGES: Record<string, (n: number) => string> = {
  schemes: (n) =>
    `${n} security scheme(s) of a kind pamdocs has no form for (an API key without \`in\`, OpenID Connect without its URL) were left out`,
  undeclared: (n) => `${n} security requirement(s) naming a scheme the document does not declare (or pamdocs cannot show) were left out`,
  unlinked: (n) => `${n} link(s) to pages of the API's own site kept their text and lost the link`,
  images: (n) => `${n} image(s) became links, or their alt text when they lead nowhere (the built site loads nothing from other origins)`,
  fences: (n) => `${n} code block(s) fenced as json that do not parse are fenced as jsonc`,
  'refused-prose': (n) => `${n} description(s) the Markdown parser would take too long on (\`content/unprocessable\`) were left out`,
  blocks: (n) => `${n} directive(s) that are no block of pamdocs (\`:::note\`) are shown as their text`,
  repaired: (n) => `${n} value(s) the content schema refuses were left out`,
  'operation-id': (n) =>
    `${n} operationId(s) that another operation already has were left out (each such endpoint's operation id is its anchor)`,
  'path-unused': (n) => `${n} path parameter(s) that the path does not name were left out`,
  'path-undeclared': (n) => `${n} path parameter(s) the document does not declare were added`,
  'path-encoded': (n) => `${n} path(s) with white space were written with it percent-encoded (\`%20\`)`,
  body: (n) => `${n} request bodies on GET or HEAD were left out`,
  samples: (n) => `${n} code sample(s) without their language or their code were left out`,
  size: (n) => `${n} example(s) were left out to keep endpoint files under 1 MiB`,
};

/** The message of `count` changes of `kind`. */
export function changeMessage(kind: string, count: number): string {
  if (kind.startsWith('keyword:'))
    return `${count} schema keyword(s) \`${kind.slice('keyword:'.length)}\` that JSON Schema does not define were left out`;
  const message = CHANGE_MESSAGES[kind];
  if (!message) throw new Error(`Unknown change kind ${kind}`);
  return message(count);
}

/** The changes of one part of a conversion (an operation, a schema, the document's own parts), in the order they were made. */
export class Changes {
  readonly list: Change[] = [];

  /** Records `count` changes of `kind` at `pointer` (nothing when `count` is 0). */
  add(kind: string, pointer: string, count: number): void {
    if (count > 0) this.list.push({ kind, pointer, count });
  }
}

/**
 * The changes of all parts, each kind once: its total count at the place
 * of its first change. `parts` in document order.
 */
export function summarize(parts: Iterable<readonly Change[]>): Change[] {
  const kinds = new Map<string, Change>();
  for (const part of parts) {
    for (const change of part) {
      const known = kinds.get(change.kind);
      if (known) known.count += change.count;
      else kinds.set(change.kind, { ...change });
    }
  }
  return [...kinds.values()];
}
