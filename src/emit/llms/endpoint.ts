/**
 * One endpoint as its group's twin shows it (docs/guides/site.md, For machine
 * readers): what its card shows, as Markdown. Its title, `METHOD /path`,
 * summary, prose, auth, parameters (a table), request body, responses and
 * errors, each body with its media type, its fields and its example in a
 * fenced block. The code samples are left out: the method, URL, parameters
 * and examples say what they say.
 */
import { STATUS_CODES } from 'node:http';
import type { EndpointDocument } from '../../parse/documents.js';
import type { Endpoint, MediaType, ResponseHeader, SecurityRequirement, SecurityScheme } from '../../shared/site-model.js';
import { blockShows, withExample } from '../../shared/property-tree.js';
import { cell, code, exampleLang, fenced, jsonText, oneLine, table, type UrlOf } from './markdown.js';
import { twinProse, type TwinLinks } from './prose.js';
import { factWords, fieldsText, treeText, typeText, type TreeLinks } from './property-tree.js';

/** What an endpoint's section needs besides the endpoint. */
export interface EndpointTwin {
  /** How its links' URLs are written. */
  url: UrlOf;
  links: TwinLinks;
  /** The site's security schemes. */
  schemes: readonly SecurityScheme[];
}

/** How a call is authorized, in one sentence: the ways, any one of which will do, each its schemes (labelled as the site labels them) with their scopes. */
function authText(security: readonly SecurityRequirement[], schemes: readonly SecurityScheme[]): string {
  if (security.length === 0) return 'None: the call is public.';
  const scheme = ({ scheme: id, scopes }: SecurityRequirement[number]) => {
    const known = schemes.find((s) => s.id === id);
    const scoped = scopes.length ? ` with the scopes ${scopes.map(code).join(', ')}` : '';
    return `${known ? `${known.label} (${code(id)})` : code(id)}${scoped}`;
  };
  return `${security.map((r) => (r.length === 0 ? 'none (the call may be made without credentials)' : r.map(scheme).join(' and '))).join(', or ')}.`;
}

/** A body in each of its media types: the type, what a stream is a stream of, the fields, the example (its label says what it is an example of). */
function bodies(content: readonly MediaType[], label: string, links: TreeLinks): string[] {
  return content.flatMap((m) => {
    const parts = m.contentType ? [`Content type: ${code(m.contentType)}`] : [];
    if (m.stream) parts.push(m.stream);
    const schema = m.schema ? treeText(m.schema, links, { example: blockShows(m.example, m.schema) }) : '';
    if (schema) parts.push(schema);
    if (m.example !== null)
      parts.push(`${label}${m.contentType ? ` (${code(m.contentType)})` : ''}:`, fenced(m.example, exampleLang(m.contentType, m.example)));
    return parts;
  });
}

/** The headers of a response or an error as a table: name, type, whether it is always sent, description and facts. */
function headersTable(headers: readonly ResponseHeader[], links: TreeLinks): string {
  const rows = headers.map((h) => [
    code(h.name),
    typeText(h.schema, links),
    h.required ? 'yes' : 'no',
    cell(`${h.description} ${factWords(h.schema)}`),
  ]);
  return table(['Header', 'Type', 'Required', 'Description'], rows);
}

/** A response status with its reason phrase: `201 Created`, `4XX`, `default`. */
const statusText = (status: number | string): string =>
  typeof status === 'number' && STATUS_CODES[status] ? `${status} ${STATUS_CODES[status]}` : String(status);

/**
 * The section of endpoint `ep` (from its document `doc`, whose prose it
 * carries, with its overlay's), `##` and below: its title first.
 */
export function endpointSection(ep: Endpoint, doc: EndpointDocument | undefined, twin: EndpointTwin): string {
  const { url, links } = twin;
  const treeLinks: TreeLinks = { entities: links.entities, url };
  const out = [`## ${oneLine(ep.title)}`, code(`${ep.method} ${ep.path}`)];
  if (ep.deprecated) out.push('**Deprecated.**');
  if (ep.summary) out.push(ep.summary.trim());
  for (const body of [doc, doc?.overlay]) {
    const prose = body ? twinProse(body, url, links, { shift: 2 }) : '';
    if (prose) out.push(prose);
  }
  out.push(`Operation ID: ${code(ep.operationId)}`, `Auth: ${authText(ep.security, twin.schemes)}`);
  if (ep.roles.length) out.push(`Roles: ${ep.roles.map(code).join(' or ')}.`);
  if (ep.parameters.length) {
    const rows = ep.parameters.map((p) => [
      code(p.name),
      p.contentType ? `${p.in} (${code(p.contentType)})` : p.in,
      typeText(p.schema, treeLinks),
      p.required ? 'yes' : 'no',
      p.schema.default === undefined ? '' : code(jsonText(p.schema.default)),
      cell(
        `${p.deprecated && !p.schema.deprecated ? 'Deprecated. ' : ''}${p.description} ${factWords(withExample(p.schema, p.example), { default: true })}`,
      ),
    ]);
    out.push('### Parameters', table(['Name', 'In', 'Type', 'Required', 'Default', 'Description'], rows));
    for (const p of ep.parameters) {
      const fields = p.schema.ref ? '' : fieldsText(p.schema, treeLinks);
      if (fields) out.push(`Fields of the ${code(p.name)} ${p.in} parameter:`, fields);
    }
  }
  const body = ep.requestBody;
  if (body) {
    out.push(
      '### Request body',
      `${body.required ? 'Required.' : 'Optional.'}${body.description ? ` ${body.description.trim()}` : ''}`,
      ...bodies(body.content, 'Example request', treeLinks),
    );
  }
  if (ep.responses.length) {
    out.push('### Responses');
    for (const r of ep.responses) {
      out.push(`#### ${statusText(r.status)}`);
      if (r.summary) out.push(r.summary);
      if (r.description) out.push(r.description.trim());
      if (r.headers.length) out.push(headersTable(r.headers, treeLinks));
      out.push(...bodies(r.content, 'Example response', treeLinks));
    }
  }
  if (ep.errors.length) {
    const rows = ep.errors.map((e) => [statusText(e.status), e.message === null ? '' : code(e.message), cell(e.description)]);
    out.push('### Errors', table(['Status', 'Message', 'Description'], rows));
    for (const e of ep.errors) {
      if (e.headers.length)
        out.push(`Headers of the ${e.status} error${e.message === null ? '' : ` ${code(e.message)}`}:`, headersTable(e.headers, treeLinks));
      if (!e.schema && e.example === null) continue;
      out.push(
        `The body of the ${e.status} error${e.message === null ? '' : ` ${code(e.message)}`}:`,
        // An error case is a media type of its own (its content type, schema, stream and example).
        ...bodies([e], 'Example', treeLinks),
      );
    }
  }
  return out.join('\n\n');
}
