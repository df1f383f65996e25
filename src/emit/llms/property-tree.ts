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
const MAX_DEPTH = 4;
/** Most rows a table shows; a note says how many more the schema has. */
const MAX_ROWS = 200;

/** What a tree's text needs: where the entities' twin is ('' when none), how its links' URLs are written. */
export interface TreeLinks {
  /** The entities' twin, a path from the site root; '' when the site has none. */
  entities: string;
  url: UrlOf;
}

/** The type of `node` as the text of a table cell: its type label, with its format when the label lacks it, linked to the entity it or its items refer to. */
export function typeText(node: PropertyTree, links: TreeLinks): string {
  const type = node.format && !node.type.includes(`(${node.format})`) ? `${node.type} (${node.format})` : node.type;
  const ref = node.ref ?? node.items?.ref;
  if (!ref || !links.entities) return cell(type);
  // A cell: its pipes escaped (the URL has none).
  return link(type, links.url(links.entities, entityAnchor(ref.entity))).replace(/\|/g, '\\|');
}

/**
 * The facts of `node` in words, after its description: its values (enum
 * or const), default (unless `withDefault` is false: a column shows it),
 * example, limits, and whether it is read-only, write-only or deprecated.
 */
export function factsText(node: PropertyTree, withDefault = true): string {
  const facts: string[] = [];
  if (node.enum) facts.push(`One of ${node.enum.map((v) => code(jsonText(v))).join(', ')}.`);
  if (node.const !== undefined) facts.push(`Always ${code(jsonText(node.const))}.`);
  if (withDefault && node.default !== undefined) facts.push(`Default ${code(jsonText(node.default))}.`);
  if (node.example !== undefined) facts.push(`Example ${code(jsonText(node.example))}.`);
  if (node.constraints?.length) facts.push(`${node.constraints.join(', ').replace(/^./, (c) => c.toUpperCase())}.`);
  if (node.alternatives)
    facts.push(
      `${{ oneOf: 'One of', anyOf: 'Any of', allOf: 'All of' }[node.alternatives.kind]}: ${node.alternatives.options.map((o) => o.title ?? o.type).join(', ')}.`,
    );
  if (node.readOnly) facts.push('Read-only.');
  if (node.writeOnly) facts.push('Write-only.');
  if (node.deprecated) facts.push('Deprecated.');
  return cell([node.description ?? '', ...facts].filter(Boolean).join(' '));
}

/** The fields of `node` as rows of name, type, required, description, nested ones by path, at most {@link MAX_ROWS} + 1 (one more says there are more). */
function fieldRows(node: PropertyTree, links: TreeLinks): string[][] {
  const rows: string[][] = [];
  const visit = (at: PropertyTree, prefix: string, depth: number): void => {
    const fields = at.properties ?? [];
    if (fields.length === 0 && at.items) return visit(at.items, `${prefix}[].`, depth);
    for (const field of fields) {
      if (rows.length > MAX_ROWS) return;
      const name = `${prefix}${field.name}`;
      rows.push([code(name), typeText(field.schema, links), field.required ? 'yes' : 'no', factsText(field.schema)]);
      if (depth < MAX_DEPTH && !field.schema.ref) visit(field.schema, `${name}.`, depth + 1);
    }
  };
  visit(node, '', 1);
  return rows;
}

/**
 * The property tree of a body or an entity as Markdown: a table of its fields
 * when it has any, else one line of its type (and description); '' for a
 * schema that says nothing beyond `object` or `any`.
 */
export function treeText(node: PropertyTree, links: TreeLinks): string {
  const rows = fieldRows(node, links);
  if (rows.length === 0) {
    const facts = factsText(node);
    if (!node.ref && (node.type === 'object' || node.type === 'any') && !facts) return '';
    return `Schema: ${typeText(node, links)}${facts ? `. ${facts}` : ''}`;
  }
  const more = rows.length > MAX_ROWS ? `\n\nThe schema has more fields than the ${MAX_ROWS} shown.` : '';
  return table(['Field', 'Type', 'Required', 'Description'], rows.slice(0, MAX_ROWS)) + more;
}
