import { useIndex } from './data.js';
import { EntityList } from './landing/EntityList.js';
import { useDocumentTitle } from './useDocumentTitle.js';

/** The schemas route: the entity list, for a site whose landing pages do not show it. */
export function SchemasPage() {
  const index = useIndex();
  useDocumentTitle(`Schemas · ${index.hero.siteTitle}`);
  return (
    <>
      <header className="page-head">
        <h1>Schemas</h1>
        <p className="lead">
          The {index.entities.length} {index.entities.length === 1 ? 'entity' : 'entities'} the endpoints exchange.
        </p>
      </header>
      <EntityList headingLevel={2} />
    </>
  );
}
