import { Fragment, useId, useState, type ReactNode } from 'react';
import type { Entity } from '../../../src/shared/site-model.js';
import { entityLocation } from '../../../src/shared/page-protocol.js';
import type { JsonValue, PropertyTree } from '../../../src/shared/property-tree.js';
import { useData, useIndex } from './data.js';
import { Loading } from './Loading.js';
import { Description } from './Prose.js';
import { Link } from './routing.js';
import { Token } from './Text.js';

/** Levels shown at first: the properties of the root and theirs; deeper ones wait for a click. */
const OPEN_LEVELS = 2;

/** Where a tree is: its depth, and the entities it is inside of with the id of the row that opened each (a reference back to one is a link to that row). */
interface Place {
  depth: number;
  inside: ReadonlyMap<string, string>;
}

const json = (v: JsonValue) => JSON.stringify(v);

/** The line of facts under a row (or in a parameter's cell): format, enum, const, default, examples, limits; `example: false` leaves the example to a block beside. */
export function Facts({ node, example = true }: { node: PropertyTree; example?: boolean }) {
  const facts: ReactNode[] = [];
  if (node.format)
    facts.push(
      <>
        format <code>{node.format}</code>
      </>,
    );
  if (node.enum)
    facts.push(
      <>
        one of
        {node.enum.map((v, i) => (
          // A space between the values: the line breaks between two of them rather than inside one.
          <Fragment key={i}>
            {' '}
            <code>
              <Token>{json(v)}</Token>
            </code>
          </Fragment>
        ))}
      </>,
    );
  if (node.const !== undefined)
    facts.push(
      <>
        always <code>{json(node.const)}</code>
      </>,
    );
  if (node.default !== undefined)
    facts.push(
      <>
        default <code>{json(node.default)}</code>
      </>,
    );
  const examples = example ? [...(node.example !== undefined ? [node.example] : []), ...(node.examples ?? [])] : [];
  if (examples.length > 0)
    facts.push(
      <>
        {examples.length > 1 ? 'examples' : 'example'}{' '}
        {examples.map((v, i) => (
          <code key={i}>{json(v)}</code>
        ))}
      </>,
    );
  for (const c of node.constraints ?? []) facts.push(c);
  if (facts.length === 0) return null;
  return (
    <p className="schema-facts">
      {facts.map((f, i) => (
        <span key={i}>{f}</span>
      ))}
    </p>
  );
}

/**
 * The type label of a node, styled by `className` (none: as the text around
 * it); a reference to an entity that is one value links to the entity's
 * card (it has nothing to open here).
 */
export function TypeLabel({ node, className }: { node: PropertyTree; className?: string }) {
  const { landing } = useIndex();
  if (!node.ref?.value) return className ? <span className={className}>{node.type}</span> : node.type;
  return (
    <Link className={className} to={entityLocation(landing, node.ref.entity)}>
      {node.type}
    </Link>
  );
}

/** Whether a node has children to show. */
const hasChildren = (n: PropertyTree) =>
  Boolean(
    n.properties?.length || n.items || typeof n.additional === 'object' || n.alternatives || (n.ref && !n.ref.recursive && !n.ref.value),
  );

/** Moves focus to the row with id `rowId` (buttons, not `#` links: the hash holds the route). */
function focusRow(rowId: string) {
  const row = document.getElementById(rowId);
  row?.scrollIntoView({ block: 'center' });
  row?.focus();
}

/** The children of a reference: its entity's tree, from the entities the page loads on first use. */
function RefChildren({ entity, place, rowId }: { entity: string; place: Place; rowId: string }) {
  const data = useData<Entity[]>('entities', useIndex().assets.entities);
  if (!data.value) return data.error ? <p className="muted">The schema could not be loaded.</p> : <Loading />;
  const target = data.value.find((e) => e.id === entity);
  if (!target) return <p className="muted">No schema for this entity.</p>;
  return <Children node={target.schema} place={{ depth: place.depth, inside: new Map([...place.inside, [entity, rowId]]) }} />;
}

/** The rows below a node: its properties, items, other properties, alternatives or referenced entity. */
function Children({ node, place }: { node: PropertyTree; place: Place }) {
  return (
    <>
      {node.properties && node.properties.length > 0 && (
        <ul className="schema-rows">
          {node.properties.map((p) => (
            <Row key={p.name} name={p.name} required={p.required} node={p.schema} place={place} />
          ))}
        </ul>
      )}
      {node.items && (
        <ul className="schema-rows">
          <Row name="items" node={node.items} place={place} />
        </ul>
      )}
      {typeof node.additional === 'object' && (
        <ul className="schema-rows">
          <Row name="other properties" node={node.additional} place={place} />
        </ul>
      )}
      {node.alternatives && (
        <div className="schema-alternatives">
          <p className="label">
            {node.alternatives.kind === 'oneOf' ? 'Exactly one of' : node.alternatives.kind === 'anyOf' ? 'One or more of' : 'All of'}
          </p>
          <ul className="schema-rows">
            {node.alternatives.options.map((o, i) => (
              <Row key={i} name={`option ${i + 1}`} node={o} place={place} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** One row of a tree: a name, its type and facts, and a button that shows or hides what it holds. */
function Row({ name, node, required = false, place }: { name: string; node: PropertyTree; required?: boolean; place: Place }) {
  const depth = place.depth + 1;
  const [open, setOpen] = useState(depth < OPEN_LEVELS && !node.ref);
  const rowId = useId();
  const childrenId = `${rowId}-children`;
  const ancestor = node.ref ? place.inside.get(node.ref.entity) : undefined;
  const recursive = Boolean(node.ref && (node.ref.recursive || ancestor !== undefined));
  const expandable = hasChildren(node) && !recursive;
  const head = (
    <>
      <code className="schema-name">
        <Token>{name}</Token>
      </code>{' '}
      {expandable ? <span className="schema-type">{node.type}</span> : <TypeLabel node={node} className="schema-type" />}
      {required && <span className="req"> required</span>}
      {node.readOnly && <span className="tag-mini">read-only</span>}
      {node.writeOnly && <span className="tag-mini">write-only</span>}
      {node.deprecated && <span className="tag-mini">deprecated</span>}
    </>
  );
  return (
    <li className="schema-row" id={rowId} tabIndex={-1}>
      {expandable ? (
        <button type="button" className="schema-toggle" aria-expanded={open} aria-controls={childrenId} onClick={() => setOpen(!open)}>
          <span className="chevron" aria-hidden="true" />
          {head}
        </button>
      ) : (
        <span className="schema-head">{head}</span>
      )}
      {recursive && (
        <button type="button" className="link-btn" onClick={() => focusRow(ancestor ?? rowId)}>
          refers back to {node.type} above
        </button>
      )}
      {node.description && (
        <div className="schema-desc">
          <Description text={node.description} html={node.descriptionHtml} />
        </div>
      )}
      <Facts node={node} />
      {expandable && open && (
        <div id={childrenId}>
          {node.ref ? (
            <RefChildren entity={node.ref.entity} place={{ ...place, depth }} rowId={rowId} />
          ) : (
            <Children node={node} place={{ ...place, depth }} />
          )}
        </div>
      )}
    </li>
  );
}

/**
 * What a value holds (its properties, items, other properties or
 * alternatives) as rows, named `label`, where its own facts are shown apart
 * (a parameter's cell); nothing when it holds nothing to show.
 */
export function ValueRows({ node, label }: { node: PropertyTree; label: string }) {
  if (!hasChildren(node) || node.ref) return null;
  return (
    <div className="schema-tree" role="group" aria-label={label}>
      <Children node={node} place={{ depth: 0, inside: new Map() }} />
    </div>
  );
}

/**
 * A schema as an expandable tree, named `label` for assistive technology:
 * an object shows what it says of itself, then its properties; anything
 * else one row for itself (a reference to an entity opens on click: its
 * schema comes with the entities' data script, which a page of a big API
 * should not wait for). `inside`: the entity the tree belongs to, when it
 * is an entity's own. `example: false`: a block beside shows the example.
 */
export function SchemaTree({
  schema,
  label,
  inside,
  example = true,
}: {
  schema: PropertyTree;
  label: string;
  inside?: string;
  example?: boolean;
}) {
  const rootId = useId();
  const place: Place = { depth: 0, inside: new Map(inside ? [[inside, rootId]] : []) };
  const objectLike = Boolean(schema.properties?.length) && !schema.ref;
  return (
    <div className="schema-tree" role="group" aria-label={label} id={rootId} tabIndex={-1}>
      {objectLike ? (
        <>
          {schema.description && (
            <div className="schema-desc">
              <Description text={schema.description} html={schema.descriptionHtml} />
            </div>
          )}
          <Facts node={schema} example={example} />
          <Children node={schema} place={place} />
        </>
      ) : (
        <ul className="schema-rows">
          <Row name="value" node={schema} place={place} />
        </ul>
      )}
    </div>
  );
}
