// What pamdocs must keep of an OpenAPI document, read with nothing but JSON pointers so the expectation does not
// depend on pamdocs' own reading: per operation (`METHOD /path`), its parameters (`in:name`), its response status
// codes and the security schemes it needs. Shared by the corpus harness (bench/corpus.mjs) and the tests.

// The Path Item's method fields (OpenAPI 3.2 adds `query`); any other method is a key of 3.2's `additionalOperations`.
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/** `value` with its local `$ref` chain followed (`#/...` only); undefined when it leads nowhere. */
export function resolveRef(document, value) {
  let current = value;
  for (let hops = 0; typeof current === 'object' && current !== null && typeof current.$ref === 'string'; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith('#') || hops > 32) return undefined;
    current = ref
      .slice(2)
      .split('/')
      .filter((key, i) => i > 0 || key !== '')
      .reduce((at, key) => at?.[decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~')], document);
  }
  return current;
}

/**
 * The operations of an OpenAPI 3.x document (`paths`, and `webhooks` under `webhookPath(name)` when given),
 * keyed `METHOD /path`. Parameters of the path item count for each of its operations; the document's `security`
 * counts where an operation has none of its own; a requirement counts only the schemes the document declares
 * (one naming an undeclared scheme cannot be kept). An operation without responses (3.1 allows that) counts as
 * having `default`: an endpoint of pamdocs has one.
 * @returns {Map<string, { parameters: string[], statuses: string[], security: string[] }>}
 */
export function operationFacts(document, webhookPath) {
  const facts = new Map();
  const sources = Object.entries(document.paths ?? {});
  if (webhookPath) for (const [name, item] of Object.entries(document.webhooks ?? {})) sources.push([webhookPath(name), item]);
  for (const [path, rawItem] of sources) {
    const item = resolveRef(document, rawItem) ?? {};
    const additional = Object.entries(item.additionalOperations ?? {}).filter(([name]) => !METHODS.includes(name.toLowerCase()));
    for (const [method, op] of [...METHODS.map((m) => [m, item[m]]), ...additional]) {
      if (!op || typeof op !== 'object') continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map((p) => resolveRef(document, p))
        .filter((p) => p !== undefined)
        .map((p) => `${String(p.in)}:${String(p.name)}`);
      const requirements = op.security ?? document.security ?? [];
      const declared = document.components?.securitySchemes ?? {};
      const statuses = Object.keys(op.responses ?? {});
      facts.set(`${method.toUpperCase()} ${path}`, {
        parameters: [...new Set(parameters)].sort(),
        statuses: statuses.length > 0 ? statuses.sort() : ['default'],
        security: [...new Set(requirements.flatMap((r) => Object.keys(r)))].filter((name) => Object.hasOwn(declared, name)).sort(),
      });
    }
  }
  return facts;
}

/** The component schema names of a document, sorted. */
export const schemaNames = (document) => Object.keys(document.components?.schemas ?? {}).sort();
