/**
 * The project `pamdocs init <dir> --from <spec>` writes: a `pamdocs.yaml`
 * that names the document by its path relative to the folder (the document
 * stays the one source: every run reads it), a getting-started guide and a
 * landing page, made from what the document holds so every link they have
 * is checked and leads somewhere.
 */
import { importGroups } from './inventory.js';
import type { OpenApi } from './openapi-types.js';
import { importSchemes } from './security.js';

/** What `init --from` writes, by path relative to the new folder. */
export type StarterFiles = Map<string, string>;

/** `text` as the text of a Markdown link: brackets and backslashes escaped. */
const linkText = (text: string) => text.replace(/[[\]\\]/g, '\\$&');

/** A one-line label of each security scheme of the document. */
function schemeLabels(document: OpenApi): string[] {
  return Object.entries(importSchemes(document).schemes).map(([name, s]) => {
    if (s.type === 'http') return `\`${name}\` (HTTP ${s.scheme.toLowerCase() === 'bearer' ? 'bearer token' : s.scheme})`;
    if (s.type === 'apiKey') return `\`${name}\` (an API key in the ${s.in} \`${s.name}\`)`;
    if (s.type === 'oauth2') return `\`${name}\` (OAuth 2)`;
    if (s.type === 'openIdConnect') return `\`${name}\` (OpenID Connect)`;
    return `\`${name}\` (mutual TLS)`;
  });
}

/**
 * The files of a project reading `document` from `specPath` (relative to
 * the project's folder, `/` separators) with the OAI overlays at
 * `overlayPaths` (likewise) applied; `schemaPath`: where the JSON Schema of
 * pamdocs.yaml is from there, for editors.
 */
export function starterFiles(document: OpenApi, specPath: string, schemaPath: string, overlayPaths: readonly string[] = []): StarterFiles {
  const groups = importGroups(document);
  const first = groups.find((g) => g.operations.length > 0);
  const operation = first?.operations[0];
  const target = operation ? operation.op.operationId?.trim() || `${operation.method.toUpperCase()} ${operation.path}` : 'listThings';
  const schemes = schemeLabels(document);
  const title = document.info?.title?.trim().split('\n')[0] || 'the API';
  const config = [
    `# yaml-language-server: $schema=${schemaPath}`,
    '# pamdocs.yaml: your site and its settings. `npx pamdocs check` explains every problem with its line.',
    '',
    '# The API reference is made of this OpenAPI document on every check, build and serve:',
    '# regenerate or edit it, and the site follows. Markdown files add what it cannot say.',
    `openapi: ${JSON.stringify(specPath)}`,
    ...(overlayPaths.length > 0
      ? [
          '# OAI overlays applied to it, in order, before anything reads it:',
          `overlays: [${overlayPaths.map((p) => JSON.stringify(p)).join(', ')}]`,
        ]
      : []),
    '',
    '# Everything else is optional: the title, the hero, the groups (one per tag), the schemas and',
    '# how callers authenticate come from the document. Set any of these to say it otherwise:',
    `# siteTitle: ${JSON.stringify(title)}`,
    '# hero: { title: …, tagline: …, badges: ["{{endpoints}} Endpoints"] }',
    '# apiBaseUrl: https://api.example.com',
    "# A Try it console on every operation, sending real requests to the document's servers (they must allow CORS):",
    '# tryIt: true',
    '',
    "# The landing page under the hero; the document's own description follows these pages.",
    'landing:',
    '  layout: sections',
    '  pages:',
    '    - landing/start.md',
    '',
    '# Guides: every Markdown file under guides/, in the sidebar above the API groups.',
    'guides:',
    '  title: Guides',
    '',
    '# Your colours and marks: logo, favicon, accentColor, footer (see `npx pamdocs schema config`).',
    '# Turn a check down or off: rules: { openapi/changed: off }',
    '',
  ].join('\n');
  const reference = first && operation ? `[${linkText(first.title)}](#/${first.id}?scroll=${operation.id})` : 'the API reference';
  const guide = [
    '---',
    'title: Getting started',
    `summary: From the reference of ${title} to your first call.`,
    '---',
    '',
    '## The reference',
    '',
    [
      `Each operation of \`${specPath}\` is a card on the page of its group,`,
      'with its parameters, request and response schemas, examples and code samples.',
      `Start with ${reference}.`,
    ].join(' '),
    '',
    '## Authentication',
    '',
    schemes.length > 0
      ? [
          `Calls carry the credentials of the security schemes the document declares: ${schemes.join(', ')}.`,
          'Each card says which ones its operation needs.',
        ].join(' ')
      : 'The document declares no security scheme: its operations need no credentials.',
    '',
    '## Adding to the reference',
    '',
    [
      `The reference is read from \`${specPath}\` on every run, so the document stays the source.`,
      'To add what it cannot say, write an overlay:',
      'a Markdown file anywhere under `endpoints/` whose frontmatter names an operation (by its `operationId`, or as `METHOD /path`).',
      "Its prose follows the operation's description, and the keys it sets",
      "(`title`, `summary`, `group`, `examples`, `deprecated`, `hidden`) replace the document's:",
    ].join(' '),
    '',
    '```markdown',
    '---',
    `operation: ${target}`,
    '---',
    '',
    'What a caller should know beyond the schema.',
    '```',
    '',
    [
      'An overlay whose operation is renamed or removed later is an error of `npx pamdocs check` at its line,',
      'so nothing it says is lost without a word.',
      'Guides like this one live under `guides/`.',
    ].join(' '),
    '',
  ].join('\n');
  const landing = [
    '---',
    'title: Start here',
    '---',
    '',
    '::::cards',
    '# API reference',
    '',
    `- {{endpoints}} operations in {{groups}} groups, from \`${specPath}\``,
    ...(first ? [`- Start with [${linkText(first.title)}](#/${first.id})`] : []),
    '',
    '# Guides',
    '',
    '- Read [Getting started](#/guides/getting-started)',
    '- Every link here is checked by `npx pamdocs check`',
    '::::',
    '',
  ].join('\n');
  return new Map([
    ['pamdocs.yaml', config],
    ['guides/getting-started.md', guide],
    ['landing/start.md', landing],
  ]);
}
