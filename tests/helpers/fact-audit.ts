/**
 * The facts of an OpenAPI document (`./document-facts.ts`) that a site built
 * from it does not show: for each, whether the page data of its card lacks
 * it (what the card renders: src/shared/page-protocol.ts, the template's
 * EndpointCard and SchemaTree) or its Markdown twin does (src/emit/llms/).
 * A fact is shown when its value is where the reader looks: a description
 * in the text (compared by its words, links and tags aside), a value as
 * JSON, a limit as its number in words, a flag as its tag.
 */
import type { Endpoint, Entity, JsonValue, PropertyTree } from '../../src/shared/site-model.js';
import { builtSite, type BuiltSite, type SiteFile, type TwinSection } from './built-site.js';
import { documentFacts, type DocumentFact, type FactKind } from './document-facts.js';

/** A fact the site does not show, and where it is missing. */
export interface MissingFact extends DocumentFact {
  in: 'page' | 'twin';
}

/** What the reader sees of one node: its tree, and what a parameter's or header's row shows instead of the tree's own. */
interface Shown {
  node: PropertyTree;
  description?: string | undefined;
  deprecated?: boolean;
  example?: JsonValue | null;
}

/** Characters of a description compared at most: enough to tell it, short of where the site may rewrite or cut it. */
const DESCRIPTION_CHARS = 60;

/** HTML's named entities for the characters it escapes. */
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** `html` with its character references as the characters. */
const decoded = (html: string): string =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) =>
    ref.startsWith('#x') || ref.startsWith('#X')
      ? String.fromCodePoint(Number.parseInt(ref.slice(2), 16))
      : ref.startsWith('#')
        ? String.fromCodePoint(Number(ref.slice(1)))
        : (ENTITIES[ref.toLowerCase()] ?? whole),
  );

/** Words of a text, without links' destinations, tags (written, or escaped in HTML), entities and punctuation, lower-cased. */
const words = (text: string): string =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[^;\s]+;/g, (ref) => decoded(ref))
    .replace(/<[^>]*>/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .toLowerCase();

const saysText = (shown: string, expected: string) => words(shown).includes(words(expected).slice(0, DESCRIPTION_CHARS));

/** A JSON value as comparable text (keys sorted). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The unit a limit of `kind` is said in. */
const UNIT: Partial<Record<FactKind, string>> = {
  minLength: 'characters',
  maxLength: 'characters',
  minItems: 'items',
  maxItems: 'items',
  minProperties: 'properties',
  maxProperties: 'properties',
};

/** Whether `said` (a limit in words, or a row of a twin) says the limit `value` of `kind`. */
const saysLimit = (said: string, kind: FactKind, value: number) =>
  new RegExp(`(^|\\s)${String(value).replace(/[.+]/g, '\\$&')}(\\s|,|\\.|$)`).test(said) && said.includes(UNIT[kind] ?? '');

/** Whether a node as the card shows it shows the fact. */
function onPage(shown: Shown, kind: FactKind, value: unknown): boolean {
  const { node } = shown;
  const same = (v: unknown) => v !== undefined && canonical(v) === canonical(value);
  switch (kind) {
    case 'description':
      return saysText(`${shown.description ?? node.description ?? ''}`, value as string);
    case 'default':
    case 'const':
      return same(node[kind]);
    case 'enum':
      return (value as unknown[]).every((v) => (node.enum ?? []).some((e) => canonical(e) === canonical(v)));
    case 'example':
      return same(shown.example ?? undefined) || same(node.example) || (node.examples ?? []).some(same);
    case 'pattern':
      return (node.constraints ?? []).includes(`matches ${value as string}`);
    case 'uniqueItems':
      return (node.constraints ?? []).includes('unique items');
    case 'format':
      return node.format === value || node.type.includes(`(${value as string})`);
    case 'nullable':
      return /\bnull\b/.test(node.type);
    case 'deprecated':
      return Boolean(shown.deprecated || node.deprecated);
    case 'readOnly':
    case 'writeOnly':
      return Boolean(node[kind]);
    default:
      return (node.constraints ?? []).some((c) => saysLimit(c, kind, value as number));
  }
}

/** `text` without whitespace: a value written on one line or over many (an example block) reads the same. */
const bare = (text: string): string => text.replace(/\s+/g, '');

/** Whether a row of a twin (or its `Schema:` line, or a part's prose) says the fact. */
function inTwin(row: string, kind: FactKind, value: unknown): boolean {
  const said = row.replace(/\s+/g, ' ');
  switch (kind) {
    case 'description':
      return saysText(row, value as string);
    case 'default':
    case 'const':
      return bare(said).includes(bare(JSON.stringify(value)));
    case 'example':
      // A text example of a body that is not JSON is shown as it is, in its block.
      return bare(said).includes(bare(JSON.stringify(value))) || (typeof value === 'string' && bare(said).includes(bare(value)));
    case 'enum':
      return (value as unknown[]).every((v) => bare(said).includes(bare(JSON.stringify(v))));
    case 'pattern':
    case 'format':
      return said.includes((value as string).replace(/\s+/g, ' '));
    case 'uniqueItems':
      return /unique items/i.test(said);
    case 'nullable':
      return /\bnull\b/.test(said);
    case 'deprecated':
      return said.includes('Deprecated');
    case 'readOnly':
      return said.includes('Read-only');
    case 'writeOnly':
      return said.includes('Write-only');
    default:
      return saysLimit(said, kind, value as number);
  }
}

/** The nodes of a tree a reader can open, by path (see `./document-facts.ts`): an `allOf` option that is a reference opens its entity in place. */
function treeNodes(root: PropertyTree, entities: readonly Entity[]): Map<string, PropertyTree[]> {
  const out = new Map<string, PropertyTree[]>();
  const visit = (node: PropertyTree, path: string, inside: readonly string[]) => {
    out.set(path, [...(out.get(path) ?? []), node]);
    const join = (name: string) => (path ? `${path}.${name}` : name);
    for (const p of node.properties ?? []) visit(p.schema, join(p.name), inside);
    if (node.items) visit(node.items, `${path}[]`, inside);
    if (typeof node.additional === 'object') visit(node.additional, join('*'), inside);
    for (const option of node.alternatives?.options ?? []) {
      const entity =
        node.alternatives?.kind === 'allOf' && option.ref && !inside.includes(option.ref.entity) ? option.ref.entity : undefined;
      const target = entity && entities.find((e) => e.id === entity);
      if (target) visit(target.schema, path, [...inside, entity]);
      else visit(option, path, inside);
    }
  };
  visit(root, '', []);
  return out;
}

/** The nodes of a tree at `path`; for items that have no node of their own, what the array's type label says of them (`array of string (uri)`). */
function treeShown(root: PropertyTree, path: string, entities: readonly Entity[]): Shown[] {
  const nodes = treeNodes(root, entities);
  const found = nodes.get(path) ?? [];
  if (found.length > 0 || !path.endsWith('[]')) return found.map((node) => ({ node }));
  return (nodes.get(path.slice(0, -2)) ?? []).map((array) => ({ node: { type: array.type } }));
}

/** A response status as the site keys it: `200`, `4XX`, `default`. */
const statusKey = (status: string) =>
  /^\d{3}$/.test(status) ? status : status.toUpperCase() === 'DEFAULT' ? 'default' : status.toUpperCase();

/** What the card of `ep` shows for the part and path of `fact`: the nodes, or none. */
function endpointNodes(ep: Endpoint, fact: DocumentFact, entities: readonly Entity[]): Shown[] {
  const [kind = '', first = '', ...rest] = fact.part.split(' ');
  const tree = (schema: PropertyTree | null | undefined): Shown[] => (schema ? treeShown(schema, fact.path, entities) : []);
  const status = statusKey(first);
  const response = ep.responses.find((r) => String(r.status) === status);
  const error = ep.errors.find((e) => String(e.status) === status);
  if (kind === 'parameter') {
    const p = ep.parameters.find((q) => `${q.in}:${q.name}` === first);
    if (!p) return [];
    // The cell shows the parameter's facts, then what its value holds as rows.
    const rows = fact.path === '' ? tree(p.schema).slice(1) : tree(p.schema);
    return fact.path === ''
      ? [{ node: p.schema, description: p.description, deprecated: p.deprecated, example: p.example }, ...rows]
      : rows;
  }
  if (kind === 'request') {
    const body = ep.requestBody;
    if (!first) return body ? [{ node: { type: '' }, description: body.description }] : [];
    return tree(body?.content.find((m) => m.contentType === fact.part.slice('request '.length))?.schema);
  }
  if (kind === 'header') {
    const h = (response ?? error)?.headers.find((x) => x.name === rest.join(' '));
    if (!h) return [];
    return fact.path === '' ? [{ node: h.schema, description: h.description || h.schema.description }] : tree(h.schema);
  }
  const type = rest.join(' ');
  if (!type) return [{ node: { type: '' }, description: response?.description ?? error?.description ?? '' }];
  const media = response?.content.find((m) => m.contentType === type)?.schema ?? (error?.contentType === type ? error.schema : undefined);
  return tree(media);
}

/** What a twin section says for the part and path of `fact`: the rows (or prose) where it belongs; none when it has no place for it. */
function twinTexts(section: TwinSection, fact: DocumentFact): string[] {
  const [kind = '', first = '', ...rest] = fact.part.split(' ');
  const field = fact.path.replace(/(\[\])+$/, '');
  const rows = (key: string) => section.rows.get(key) ?? [];
  if (kind === 'parameter') return /^(\[\])*$/.test(fact.path) ? rows(fact.part) : rows(`${fact.part}||${field}`);
  if (kind === 'header') return fact.path === '' ? rows(`header ${statusKey(first)} ${rest.join(' ')}`) : [];
  // An entity's own description is its text's; the rest of what it says of itself is on its `Schema:` line.
  if (kind === 'schema') return field === '' ? [section.text.replace(/\\\|/g, '|')] : rows(`||${field}`);
  const part = kind === 'request' ? 'request' : `response ${statusKey(first)}`;
  const error = `error ${statusKey(first)}`;
  const type = kind === 'request' ? fact.part.slice('request '.length) : rest.join(' ');
  if (!type) return [section.prose.get(part) ?? '', ...rows(error)];
  const own = [...rows(`${part}|${type}|${field}`), ...rows(`${error}|${type}|${field}`)];
  // What a body's schema says of itself is on its `Schema:` line, and its example in a block of the part's text.
  return field === '' ? [...own, section.prose.get(part) ?? '', section.prose.get(error) ?? ''] : own;
}

/** Where `fact` is missing in `site`: `page`, `twin`, both, or neither. */
function missingIn(site: BuiltSite, fact: DocumentFact): ('page' | 'twin')[] {
  const out: ('page' | 'twin')[] = [];
  if (fact.owner.startsWith('entity ')) {
    const name = fact.owner.slice('entity '.length);
    const entity = site.entities.find((e) => e.className === name);
    const nodes = entity ? treeShown(entity.schema, fact.path, site.entities) : [];
    const prose = entity && fact.path === '' ? [{ node: { type: '' }, description: `${entity.summary} ${entity.html}` }] : [];
    if (![...nodes, ...prose].some((s) => onPage(s, fact.kind, fact.value))) out.push('page');
    const section = site.entityTwins.get(name);
    if (!section || !twinTexts(section, fact).some((t) => inTwin(t, fact.kind, fact.value))) out.push('twin');
    return out;
  }
  const ep = site.endpoints.find((e) => `${e.method} ${e.path}` === fact.owner);
  if (!ep || !endpointNodes(ep, fact, site.entities).some((s) => onPage(s, fact.kind, fact.value))) out.push('page');
  const section = site.endpointTwins.get(fact.owner);
  if (!section || !twinTexts(section, fact).some((t) => inTwin(t, fact.kind, fact.value))) out.push('twin');
  return out;
}

/**
 * The facts of `document` (an OpenAPI document as parsed) that the site
 * built from it (`files`: its files by path) does not show, each with where
 * it is missing. `webhookPath`: the path the site shows a webhook under.
 */
export function missingFacts(
  document: Record<string, unknown>,
  files: ReadonlyMap<string, SiteFile>,
  webhookPath?: (name: string) => string,
): MissingFact[] {
  const site = builtSite(files);
  return documentFacts(document, webhookPath).flatMap((fact) => missingIn(site, fact).map((where) => ({ ...fact, in: where })));
}
