/**
 * The `pamdocs.yaml` of an import, with comments: the site named after
 * `info`, the API base URL from `servers`, the security schemes, the groups
 * and entities of the inventory, and the rules that do not fit an imported
 * API turned off.
 */
import type { AuthInput, SecuritySchemeInput } from '../parse/schemas.js';
import type { ImportedEntity, ImportedGroup } from './inventory.js';
import { plainLine } from './prose.js';
import type { LoadedSpec } from './spec.js';
import { yamlText } from './yaml-out.js';

/** The URL shape `apiBaseUrl` takes (`src/parse/schemas/config.ts`). */
const BASE_URL = /^https?:\/\/[^\s"'`<>\\{}]+$/;
/** What a relative server URL is put under, like the content's default base URL (a reserved example domain, RFC 2606). */
const EXAMPLE_ORIGIN = 'https://api.example.com';

/** The base URL of the first server, its variables at their defaults; undefined when there is no usable one. */
export function baseUrlOf(servers: LoadedSpec['document']['servers']): string | undefined {
  const server = servers?.[0];
  if (!server || typeof server.url !== 'string') return undefined;
  let url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);
  if (url.startsWith('/')) url = `${EXAMPLE_ORIGIN}${url}`;
  url = url.replace(/\/+$/, '');
  return BASE_URL.test(url) ? url : undefined;
}

/** One plain-text line: the first line of `text`, or `fallback`. */
const oneLine = (text: string | undefined, fallback: string) => text?.trim().split('\n')[0]?.trim() || fallback;

/** What {@link configText} writes. */
export interface ConfigParts {
  spec: LoadedSpec;
  groups: ImportedGroup[];
  entities: ImportedEntity[];
  schemes: Record<string, SecuritySchemeInput>;
  defaultAuth: AuthInput;
  /** Whether the import wrote `landing/overview.md`. */
  landing: boolean;
}

/** The text of `pamdocs.yaml`. */
export function configText({ spec, groups, entities, schemes, defaultAuth, landing }: ConfigParts): string {
  const { info } = spec.document;
  const title = oneLine(info?.title, 'API Reference');
  const baseUrl = baseUrlOf(spec.document.servers);
  const sections = [
    `# Imported from ${spec.file} (${spec.version.startsWith('2') ? 'Swagger' : 'OpenAPI'} ${spec.version}) by \`pamdocs import\`.\n# Edit these files from now on, or import again with --force to replace them all.\n`,
    yamlText({ siteTitle: title, hero: { title, tagline: plainLine(info?.summary ?? info?.description, info?.version ? `Version ${info.version}` : title), badges: ['{{endpoints}} Endpoints'] } }),
    baseUrl ? yamlText({ apiBaseUrl: baseUrl }) : '# The document names no absolute server URL: code samples call the default base URL.\n',
    `# How callers authenticate: the document's security schemes; an endpoint's \`auth\` names the ones it requires.\n${yamlText({ auth: { default: defaultAuth, schemes } })}`,
    `# One group per tag, in the document's order; each lists its endpoint files (endpoints/<group>/<id>.md).\n${yamlText({
      groups: groups.map((g, i) => ({ id: g.id, title: g.title, ...(g.description ? { description: plainLine(g.description, g.title) } : {}), ...(i === 0 ? { open: true } : {}), endpoints: g.operations.map((o) => o.id) })),
    })}`,
    `# The component schemas (entities/<id>.md).\n${yamlText({ entities: entities.map((e) => e.id) })}`,
    landing ? yamlText({ landing: { layout: 'sections', pages: ['landing/overview.md'] } }) : '',
    "# The API's own descriptions state numbers of their own (\"up to 100 items\") and may hold `{{…}}`:\n# the checks of stated counts and placeholders are for prose about this site.\n",
    yamlText({ rules: { 'facts/stated-count': 'off', 'facts/unknown-placeholder': 'off' } }),
  ];
  return sections.filter(Boolean).join('\n');
}
