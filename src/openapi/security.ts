/**
 * Security in the content's terms (`src/parse/shapes/security.ts`): the
 * document's security schemes become `auth.schemes` of pamdocs.yaml, and an
 * operation's security requirements its `auth`.
 */
import type { AuthInput, SecuritySchemeInput } from '../parse/shapes.js';
import type { OpenApi, SecurityRequirement, SecurityScheme } from './openapi-types.js';
import { deref } from './pointer.js';

/** The content's form of one security scheme, or undefined for a kind it has no form for (an apiKey without a valid `in`, openIdConnect without its URL). */
function schemeOf(scheme: SecurityScheme): SecuritySchemeInput | undefined {
  const common = {
    ...(scheme.description?.trim() ? { description: scheme.description } : {}),
    ...(scheme.deprecated === true ? { deprecated: true } : {}),
  };
  switch (scheme.type) {
    case 'http':
      return {
        type: 'http',
        scheme: scheme.scheme ?? 'bearer',
        ...(scheme.bearerFormat ? { bearerFormat: scheme.bearerFormat } : {}),
        ...common,
      };
    case 'apiKey':
      return scheme.in === 'header' || scheme.in === 'query' || scheme.in === 'cookie'
        ? { type: 'apiKey', in: scheme.in, name: scheme.name || 'api_key', ...common }
        : undefined;
    case 'oauth2': {
      const flows = Object.fromEntries(
        // deviceAuthorization is OpenAPI 3.2's; a 3.0 or 3.1 document may give it too (src/openapi/lint.ts).
        ['authorizationCode', 'clientCredentials', 'deviceAuthorization', 'implicit', 'password'].flatMap((name) => {
          const flow = scheme.flows?.[name];
          return flow ? [[name, { ...flow, scopes: flow.scopes ?? {} }]] : [];
        }),
      );
      const metadata = typeof scheme.oauth2MetadataUrl === 'string' && scheme.oauth2MetadataUrl.trim();
      return { type: 'oauth2', flows, ...(metadata ? { oauth2MetadataUrl: metadata } : {}), ...common };
    }
    case 'openIdConnect':
      return scheme.openIdConnectUrl ? { type: 'openIdConnect', openIdConnectUrl: scheme.openIdConnectUrl, ...common } : undefined;
    case 'mutualTLS':
      return { type: 'mutualTLS', ...common };
    default:
      return undefined;
  }
}

/** The schemes pamdocs.yaml declares, by name, and the names of those it cannot (they are left out of requirements). */
export function importSchemes(document: OpenApi): { schemes: Record<string, SecuritySchemeInput>; unsupported: string[] } {
  const schemes: Record<string, SecuritySchemeInput> = {};
  const unsupported: string[] = [];
  for (const [name, value] of Object.entries(document.components?.securitySchemes ?? {})) {
    const scheme = deref(document, value);
    const mapped = scheme && schemeOf(scheme);
    if (mapped) schemes[name] = mapped;
    else unsupported.push(name);
  }
  return { schemes, unsupported };
}

/**
 * `requirements` as an `auth`: `none` for none, a scheme's name for one
 * scheme without scopes, else the list of alternatives (each a scheme name,
 * scheme names with their scopes, or `none` for the empty requirement that
 * makes credentials optional). Only schemes in `declared` are kept (the
 * others are counted in `dropped`), and a requirement that named none of them
 * is left out.
 */
export function authOf(requirements: readonly SecurityRequirement[], declared: ReadonlySet<string>, dropped: { count: number }): AuthInput {
  const alternatives = requirements.flatMap((requirement): (string | Record<string, string[]>)[] => {
    const all = Object.entries(requirement);
    if (all.length === 0) return ['none'];
    const known = all.filter(([name]) => declared.has(name));
    dropped.count += all.length - known.length;
    if (known.length === 0) return [];
    return [
      known.length === 1 && (known[0]![1] ?? []).length === 0
        ? known[0]![0]
        : Object.fromEntries(known.map(([name, scopes]) => [name, scopes ?? []])),
    ];
  });
  if (alternatives.every((a) => a === 'none')) return 'none';
  return alternatives.length === 1 && typeof alternatives[0] === 'string' ? alternatives[0] : alternatives;
}
