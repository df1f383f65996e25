/** The facts of one operation that a round trip through pamdocs must keep. */
export interface OperationFacts {
  parameters: string[];
  statuses: string[];
  security: string[];
}
/** `value` with its local `$ref` chain followed (`#/...` only); undefined when it leads nowhere. */
export function resolveRef(document: unknown, value: unknown): Record<string, unknown> | undefined;
/** The operations of an OpenAPI 3.x document, keyed `METHOD /path` (webhooks under `webhookPath(name)` when given). */
export function operationFacts(document: unknown, webhookPath?: (name: string) => string): Map<string, OperationFacts>;
/** The component schema names of a document, sorted. */
export function schemaNames(document: unknown): string[];
