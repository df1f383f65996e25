/**
 * The `pamdocs.yaml` of an import, with comments: the site named after
 * `info`, the API base URL from `servers`, the security schemes, the groups
 * and entities of the inventory, and the rules that do not fit an imported
 * API turned off.
 */
import type { ConvertedApi } from './converted.js';
import type { LoadedSpec } from './spec.js';
import { yamlText } from './yaml-out.js';

/**
 * The text of the `pamdocs.yaml` an import writes for `api`, the conversion
 * of `spec`: commented, with the groups and entities of the inventory.
 */
export function configText(spec: LoadedSpec, api: ConvertedApi): string {
  const sections = [
    `# Imported from ${spec.file} (${spec.version.startsWith('2') ? 'Swagger' : 'OpenAPI'} ${spec.version}) by \`pamdocs import\`.\n# Edit these files from now on, or import again with --force to replace them all.\n`,
    yamlText({ siteTitle: api.title, hero: { title: api.title, tagline: api.tagline, badges: ['{{endpoints}} Endpoints'] } }),
    api.baseUrl
      ? yamlText({ apiBaseUrl: api.baseUrl })
      : '# The document names no absolute server URL: code samples call the default base URL.\n',
    `# How callers authenticate: the document's security schemes; an endpoint's \`auth\` names the ones it requires.\n${yamlText({ auth: { default: api.defaultAuth, schemes: api.schemes } })}`,
    `# One group per tag, in the document's order; each lists its endpoint files (endpoints/<group>/<id>.md).\n${yamlText({
      groups: api.groups.map((g, i) => ({
        id: g.id,
        title: g.title,
        ...(g.description ? { description: g.description } : {}),
        ...(i === 0 ? { open: true } : {}),
        endpoints: g.endpoints,
        ...(g.also.length > 0 ? { also: g.also } : {}),
      })),
    })}`,
    `# The component schemas (entities/<id>.md).\n${yamlText({ entities: api.entities.map((e) => e.id) })}`,
    api.description ? yamlText({ landing: { layout: 'sections', pages: ['landing/overview.md'] } }) : '',
    '# The API\'s own descriptions state numbers of their own ("up to 100 items") and may hold `{{…}}`:\n# the checks of stated counts and placeholders are for prose about this site.\n',
    yamlText({ rules: { 'facts/stated-count': 'off', 'facts/unknown-placeholder': 'off' } }),
  ];
  return sections.filter(Boolean).join('\n');
}
