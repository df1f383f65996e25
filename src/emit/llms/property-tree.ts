/**
 * Property trees (`src/shared/property-tree.ts`) as twins show them: a table
 * of the fields of an object (nested fields by their dotted path, the
 * fields of array items after `[]`), each with its type, whether it is
 * required and its description with every fact the schema gives, as the
 * site's rows do. A reference to an entity is its name, linked to the
 * entities' twin, and is not expanded there: the entity's own table is.
 */
import type { PropertyTree } from '../../shared/site-model.js';
import { entityAnchor } from '../../shared/page-protocol.js';
import { cell, code, jsonText, link, table, type UrlOf } from './markdown.js';

/** Most levels of nested fields a table shows. */
const MAX_DEPTH = 12;
/** Most rows a table shows; a note says how many more the schema has. */
const MAX_ROWS = 5000;

/** What a tree's text needs: where the entities' twin is ('' when none), how its links' URLs are written. */
export interface TreeLinks {
  /** The entities' twin, a path from the site root; '' when the site has none. */
  entities: string;
  url: UrlOf;
}

/** Whether the type label of `node` leaves its format to its facts: the label of a reference names the entity. */
const formatInFacts = (node: PropertyTree): boolean => node.format !== undefined && node.ref !== undefined;

/** The type label of `node`, with its format when the label lacks it (a reference's format is said in its facts). */
const labelOf = (node: PropertyTree): string =>
  node.format && !formatInFacts(node) && !node.type.includes(`(${node.format})`) ? `${node.type} (${node.format})` : node.type;

/** The type of `node` as the text of a table cell: its type label ({@link labelOf}), linked to the entity it or its items refer to. */
export function typeText(node: PropertyTree, links: TreeLinks): string {
  const type = labelOf(node);
  const ref = node.ref ?? node.items?.ref;
  if (!ref || !links.entities) return cell(type);
  // A cell: its pipes escaped (the URL has none).
  return link(type, links.url(links.entities, entityAnchor(ref.entity))).replace(/\|/g, '\\|');
}

/** Which facts {@link factWords} leaves out: the description (the text around says it) and the default or the example (a column or a block shows it). */
export interface FactsLeftOut {
  description?: boolean;
  default?: boolean;
  example?: boolean;
}

/** An alternative as a list names it: its title or type, with its facts (its fields are rows of their own; an entity's are in its table). */
function optionText(option: PropertyTree, i: number): string {
  const name = option.ref ? labelOf(option) : `${option.title ?? `option ${i + 1}`} (${labelOf(option)})`;
  const facts = option.ref && !option.ref.value ? '' : factWords(option);
  return facts ? `${name}: ${facts}` : name;
}

/**
 * The facts of `node` in words, after its description: its values (enum
 * or const), default, examples, format (a reference's), limits, its
 * alternatives, whether it is read-only, write-only or deprecated, and
 * what each item of an array is (its fields are rows of their own).
 */
export function factWords(node: PropertyTree, without: FactsLeftOut = {}): string {
  const facts: string[] = [];
  if (node.enum) facts.push(`One of ${node.enum.map((v) => code(jsonText(v))).join(', ')}.`);
  if (node.const !== undefined) facts.push(`Always ${code(jsonText(node.const))}.`);
  if (!without.default && node.default !== undefined) facts.push(`Default ${code(jsonText(node.default))}.`);
  const examples = without.example ? [] : [...(node.example !== undefined ? [node.example] : []), ...(node.examples ?? [])];
  if (examples.length) facts.push(`${examples.length > 1 ? 'Examples' : 'Example'} ${examples.map((v) => code(jsonText(v))).join(', ')}.`);
  if (node.format && formatInFacts(node)) facts.push(`Format ${code(node.format)}.`);
  if (node.constraints?.length) facts.push(`${node.constraints.join(', ').replace(/^./, (c) => c.toUpperCase())}.`);
  const alternatives = node.alternatives;
  const options = alternatives?.options.map(optionText).join('; ');
  if (alternatives) facts.push(`${ALTERNATIVES[alternatives.kind]}: ${options}${options?.endsWith('.') ? '' : '.'}`);
  if (node.readOnly) facts.push('Read-only.');
  if (node.writeOnly) facts.push('Write-only.');
  if (node.deprecated) facts.push('Deprecated.');
  // What each item is, when that says more than the type label: its facts, or its format.
  const each = node.items && factWords(node.items);
  if (node.items && (each || labelOf(node.items) !== node.items.type))
    facts.push(`Each item: ${labelOf(node.items)}.${each ? ` ${each}` : ''}`);
  return [without.description ? '' : (node.description ?? ''), ...facts].filter(Boolean).join(' ');
}

/** How a list of alternatives begins. */
const ALTERNATIVES = { oneOf: 'One of', anyOf: 'Any of', allOf: 'All of' } as const;

/** {@link factWords} as the text of a table cell. */
const factsText = (node: PropertyTree, without: FactsLeftOut = {}): string => cell(factWords(node, without));

/**
 * The fields of `node` as rows of name, type, required, description, nested
 * ones by path (`items[].id`; `meta.*` for the other properties of `meta`;
 * the fields of an alternative under the path of what holds it, their
 * descriptions led by its name), at most {@link MAX_ROWS} + 1 (one more
 * says there are more).
 */
function fieldRows(node: PropertyTree, links: TreeLinks): string[][] {
  const rows: string[][] = [];
  const row = (name: string, schema: PropertyTree, required: boolean, lead: string) =>
    rows.push([code(name), typeText(schema, links), required ? 'yes' : 'no', cell(`${lead}${factWords(schema)}`)]);
  // `path`: the fields' parent, '' for the root (`items`, `items[]` for their items, whose fields are `items[].id`).
  const visit = (at: PropertyTree, path: string, depth: number, lead = ''): void => {
    if (depth > MAX_DEPTH || rows.length > MAX_ROWS) return;
    if (!at.properties?.length && at.items) return visit(at.items, `${path}[]`, depth, lead);
    const join = (name: string) => (path ? `${path}.${name}` : name);
    const fields = [...(at.properties ?? [])];
    if (typeof at.additional === 'object') fields.push({ name: '*', required: false, schema: at.additional });
    for (const field of fields) {
      if (rows.length > MAX_ROWS) return;
      row(join(field.name), field.schema, field.required, field.name === '*' ? `${lead}Any other property. ` : lead);
      if (!field.schema.ref) visit(field.schema, join(field.name), depth + 1);
    }
    at.alternatives?.options.forEach((option, i) => {
      if (!option.ref) visit(option, path, depth, `${lead}(${option.title ?? `option ${i + 1}`}) `);
    });
  };
  visit(node, '', 1);
  return rows;
}

/** The table of the fields of `node` (see {@link fieldRows}), or '' when it has none: the fields of a parameter, whose row says the rest. */
export function fieldsText(node: PropertyTree, links: TreeLinks): string {
  const rows = fieldRows(node, links);
  return rows.length === 0 ? '' : fieldsTable(rows);
}

/** The table of field rows, with a note when there are more than it shows. */
const fieldsTable = (rows: string[][]): string =>
  table(['Field', 'Type', 'Required', 'Description'], rows.slice(0, MAX_ROWS)) +
  (rows.length > MAX_ROWS ? `\n\nThe schema has more fields than the ${MAX_ROWS} shown.` : '');

/**
 * The property tree of a body or an entity as Markdown: a table of its fields
 * when it has any, after a line of what the schema itself says (but what
 * `without` leaves out), else one line of its type (and facts); '' for a
 * schema that says nothing beyond `object` or `any`.
 */
export function treeText(node: PropertyTree, links: TreeLinks, without: FactsLeftOut = {}): string {
  const rows = fieldRows(node, links);
  if (rows.length === 0) {
    const facts = factsText(node, without);
    if (!node.ref && (node.type === 'object' || node.type === 'any') && !facts) return '';
    return `Schema: ${typeText(node, links)}${facts ? `. ${facts}` : ''}`;
  }
  // The line of what the schema says of itself, when it says more than `object`.
  const own = factsText(node, without);
  const line = own || node.type !== 'object' ? `Schema: ${typeText(node, links)}.${own ? ` ${own}` : ''}\n\n` : '';
  return `${line}${fieldsTable(rows)}`;
}
