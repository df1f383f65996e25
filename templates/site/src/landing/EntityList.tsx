import type { Entity } from '../../../../src/shared/site-model.js';
import { entityAnchor } from '../../../../src/shared/page-protocol.js';
import { useData, useIndex } from '../data.js';
import { ErrorScreen } from '../ErrorScreen.js';
import { jumpTo } from '../jump.js';
import { Loading } from '../Loading.js';
import { Prose } from '../Prose.js';
import { SchemaTree } from '../SchemaTree.js';
import { Text } from '../Text.js';

/** Jumps to an entity card ({@link jumpTo}) and moves focus to it (buttons, not `#` links: the hash holds the route). */
function jumpToEntity(id: string): void {
  const el = document.getElementById(entityAnchor(id));
  if (!el) return;
  jumpTo(el);
  el.focus({ preventScroll: true });
}

/**
 * The entities of the data model: a jump list and one card per entity
 * (schema tree, relationships, prose), at `headingLevel` (3 inside a landing
 * page, 2 on the schemas route). The entities arrive in their own script,
 * loaded when the list is first shown.
 */
export function EntityList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const data = useData<Entity[]>('entities', useIndex().assets.entities);
  if (data.error) return <ErrorScreen error={data.error} />;
  if (!data.value) return <Loading />;
  const entities = data.value;
  const names = new Map(entities.map((e) => [e.id, e.name]));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const jump = (id: string, label: string) => (
    <button type="button" className="chip-btn" onClick={() => jumpToEntity(id)}>
      {label}
    </button>
  );
  return (
    <>
      <nav aria-label="Entities" className="jump">
        <ul className="chips">
          {entities.map((e) => (
            <li key={e.id}>{jump(e.id, e.name)}</li>
          ))}
        </ul>
      </nav>
      <div className="entities">
        {entities.map((e) => (
          <article key={e.id} id={entityAnchor(e.id)} className="card entity" tabIndex={-1} aria-labelledby={`${entityAnchor(e.id)}-name`}>
            <Heading id={`${entityAnchor(e.id)}-name`}>
              {e.name} {e.className && <code className="class-name">{e.className}</code>}
            </Heading>
            {e.summary && (
              <p>
                <Text>{e.summary}</Text>
              </p>
            )}
            <SchemaTree schema={e.schema} label={`Fields of ${e.name}`} inside={e.id} />
            {e.relationships.length > 0 && (
              <div className="related">
                <span className="muted">Related:</span>
                <ul className="chips">
                  {e.relationships.map((r) => (
                    <li key={r}>{names.has(r) ? jump(r, names.get(r) ?? r) : r}</li>
                  ))}
                </ul>
              </div>
            )}
            <Prose html={e.html} />
          </article>
        ))}
      </div>
    </>
  );
}
