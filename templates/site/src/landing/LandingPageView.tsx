import type { LandingPage } from '../../../../src/shared/site-model.js';
import { Prose } from '../Prose.js';
import { EntityListSlot } from '../lazy-docs.js';

/** The element the entities block renders to (`src/parse/markdown/blocks.ts`): the list goes in its place. */
const ENTITIES_MARK = '<div data-block="entities"></div>';

/** One landing page's Markdown, with the entity list where its entities block stands. */
export function LandingPageView({ page }: { page: LandingPage }) {
  const at = page.html.indexOf(ENTITIES_MARK);
  if (at < 0) return <Prose html={page.html} />;
  return (
    <>
      <Prose html={page.html.slice(0, at)} />
      <EntityListSlot />
      <Prose html={page.html.slice(at + ENTITIES_MARK.length)} />
    </>
  );
}
