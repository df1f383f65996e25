import type { PropertyTree } from '../../../src/shared/site-model.js';
import { blockShows } from '../../../src/shared/property-tree.js';
import { SchemaTree } from './SchemaTree.js';

/**
 * The schema of a body as a tree, named `label`; for a stream of items
 * (`stream`, OpenAPI 3.2's sequential media types), the tree of one item
 * under the line that says so, and the tree named as an item's. The tree
 * shows its root's example unless the example block (`example`) does.
 */
export function BodyTree({
  schema,
  stream,
  example,
  label,
}: {
  schema: PropertyTree;
  stream?: string | undefined;
  example: string | null;
  label: string;
}) {
  return (
    <>
      {stream && <p className="stream-label">{stream}</p>}
      <SchemaTree schema={schema} label={stream ? `${label}: each item` : label} example={!blockShows(example, schema)} />
    </>
  );
}
