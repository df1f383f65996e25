import { withExample } from '../../../src/shared/property-tree.js';
import type { Parameter } from '../../../src/shared/site-model.js';
import { placeOf } from './request.js';
import { Description } from './Prose.js';
import { Facts, TypeLabel, ValueRows } from './SchemaTree.js';
import { Token } from './Text.js';

/**
 * The parameters of an endpoint as a stacked list, named `label` for
 * assistive technology: per parameter its name, type, location and badges on
 * one line, then its description, the facts of its schema and what its value
 * holds (items, fields, alternatives) as rows (the layout of
 * Stripe's, Redoc's and Scalar's references in a half-width pane). Unlike a
 * table of columns it fits any pane, whatever the length of a name or the
 * number of enum values: nothing is cut off or scrolls sideways.
 */
export function ParameterList({ parameters, label }: { parameters: Parameter[]; label: string }) {
  return (
    <ul className="param-list" aria-label={label}>
      {parameters.map((p) => (
        <li key={`${p.in} ${p.name}`} className="param">
          <div className="param-head">
            <code className="schema-name">
              <Token>{p.name}</Token>
            </code>{' '}
            <TypeLabel node={p.schema} className="schema-type" /> <span className="param-in">{placeOf(p)}</span>
            {p.required && <span className="req"> required</span>}
            {p.deprecated && <span className="tag-mini">deprecated</span>}
          </div>
          {(p.description || p.descriptionHtml) && (
            <div className="param-desc">
              <Description text={p.description} html={p.descriptionHtml} />
            </div>
          )}
          <Facts node={withExample(p.schema, p.example)} />
          <ValueRows node={p.schema} label={`What the ${p.name} parameter holds`} />
        </li>
      ))}
    </ul>
  );
}
