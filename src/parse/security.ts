/**
 * What an endpoint's `auth` requires, resolved against the security schemes
 * of `pamdocs.yaml`. `bearer` names the site's HTTP bearer scheme: one
 * declared under that name, else the only declared HTTP bearer scheme, else
 * a built-in one.
 */
import type { SecurityRequirement } from '../shared/site-model.js';
import type { AuthInput, Config, SecuritySchemeInput } from './shapes.js';

/** The built-in HTTP bearer scheme, used by `auth: bearer` when `pamdocs.yaml` declares none. */
const BUILT_IN_BEARER: SecuritySchemeInput = { type: 'http', scheme: 'bearer' };

/** The security schemes of a config by id: the declared ones, and the built-in bearer scheme unless one is declared. */
export function schemesOf(config: Config): Map<string, SecuritySchemeInput> {
  const schemes = new Map(Object.entries(config.auth.schemes));
  if (bearerId(schemes) === 'bearer' && !schemes.has('bearer')) schemes.set('bearer', BUILT_IN_BEARER);
  return schemes;
}

/** The id `bearer` stands for among `schemes`. */
function bearerId(schemes: ReadonlyMap<string, SecuritySchemeInput>): string {
  if (schemes.has('bearer')) return 'bearer';
  const bearers = [...schemes].filter(([, s]) => s.type === 'http' && s.scheme.toLowerCase() === 'bearer');
  return bearers.length === 1 ? bearers[0]![0] : 'bearer';
}

/** What `auth` (or, when absent, the config's default) requires: its requirements, and the scheme names it uses that name no scheme. */
export function resolveAuth(auth: AuthInput | undefined, config: Config): { requirements: SecurityRequirement[]; unknown: string[] } {
  const schemes = schemesOf(config);
  const unknown: string[] = [];
  const resolve = (name: string): string => {
    const id = name === 'bearer' ? bearerId(schemes) : name;
    if (!schemes.has(id)) unknown.push(name);
    return id;
  };
  const written = auth ?? config.auth.default;
  if (written === 'none') return { requirements: [], unknown };
  const alternatives = typeof written === 'string' ? [written] : written;
  // `none` among alternatives is an empty requirement: the call also works without credentials, as OpenAPI has it.
  const requirements = alternatives.map(
    (alternative): SecurityRequirement =>
      typeof alternative === 'string'
        ? alternative === 'none'
          ? []
          : [{ scheme: resolve(alternative), scopes: [] }]
        : Object.entries(alternative).map(([name, scopes]) => ({ scheme: resolve(name), scopes })),
  );
  return { requirements, unknown };
}
