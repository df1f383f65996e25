/**
 * What a round trip through pamdocs must keep of an OpenAPI document, read
 * with nothing but JSON pointers so the expectation does not depend on the
 * importer: per operation (`METHOD /path`), its parameters (`in:name`), its
 * response status codes and the security schemes it needs.
 */

/** The facts of one operation. */
export interface OperationFacts {
  parameters: string[];
  statuses: string[];
  security: string[];
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `value` with its local `$ref` chain followed (`#/...` only); undefined when a reference leads nowhere or loops. */
export function resolve(document: Json, value: unknown): Json | undefined {
  let current = value;
  for (let hops = 0; typeof current === 'object' && current !== null && typeof (current as Json).$ref === 'string'; hops++) {
    const ref = (current as Json).$ref as string;
    if (!ref.startsWith('#') || hops > 32) return undefined;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json | undefined)?.[decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~')], document);
  }
  return current as Json | undefined;
}

/**
 * The operations of an OpenAPI 3.x document (`paths`, and `webhooks` under
 * `/webhooks/<name>` when `webhookPath` is given), keyed `METHOD /path`.
 * Parameters of the path item count for each of its operations; the
 * document's `security` counts where an operation has none of its own; a
 * requirement counts only the schemes the document declares (one naming an
 * undeclared scheme cannot be kept). An operation without responses (3.1
 * allows that) counts as having `default`: an endpoint of pamdocs has one.
 */
export function operationFacts(document: Json, webhookPath?: (name: string) => string): Map<string, OperationFacts> {
  const facts = new Map<string, OperationFacts>();
  const sources: [string, unknown][] = Object.entries((document.paths ?? {}) as Json);
  if (webhookPath) for (const [name, item] of Object.entries((document.webhooks ?? {}) as Json)) sources.push([webhookPath(name), item]);
  for (const [path, rawItem] of sources) {
    const item = resolve(document, rawItem) ?? {};
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const parameters = [...((item.parameters ?? []) as unknown[]), ...((op.parameters ?? []) as unknown[])]
        .map((p) => resolve(document, p))
        .filter((p): p is Json => p !== undefined)
        .map((p) => `${String(p.in)}:${String(p.name)}`);
      const requirements = (op.security ?? document.security ?? []) as Json[];
      const declared = ((document.components as Json | undefined)?.securitySchemes ?? {}) as Json;
      const statuses = Object.keys((op.responses ?? {}) as Json);
      facts.set(`${method.toUpperCase()} ${path}`, {
        parameters: [...new Set(parameters)].sort(),
        statuses: statuses.length > 0 ? statuses.sort() : ['default'],
        security: [...new Set(requirements.flatMap((r) => Object.keys(r)))].filter((name) => Object.hasOwn(declared, name)).sort(),
      });
    }
  }
  return facts;
}
