import { Link } from './routing.js';
import { TWINS, type GuidePage as GuidePageData } from '../../../src/shared/page-protocol.js';
import { CopyMarkdown } from './CopyMarkdown.js';
import { useIndex } from './data.js';
import { Prose } from './Prose.js';
import { useDocumentTitle } from './useDocumentTitle.js';

/** Headings deeper than this stay out of the table of contents. */
const TOC_DEPTH = 3;

/**
 * A guide route: its title and summary, the button that copies its
 * Markdown twin, a table of contents of its section headings (links to
 * `?scroll=<heading id>`, so each can be shared), and its Markdown.
 */
export function GuidePage({ page }: { page: GuidePageData }) {
  const { hero } = useIndex();
  useDocumentTitle(`${page.title} · ${hero.siteTitle}`);
  const toc = page.headings.filter((h) => h.depth <= TOC_DEPTH);
  return (
    <article className="guide" aria-labelledby="guide-title">
      <header className="page-head">
        <h1 id="guide-title">{page.title}</h1>
        {page.summary && <p className="lead">{page.summary}</p>}
        <CopyMarkdown key={page.page} twin={TWINS.guide(page.page)} />
      </header>
      {toc.length > 1 && (
        <nav className="toc" aria-label="On this page">
          <p className="label">On this page</p>
          <ul>
            {toc.map((h) => (
              <li key={h.id} className={h.depth > 2 ? 'toc-sub' : undefined}>
                <Link to={{ pathname: page.route, search: `?scroll=${encodeURIComponent(h.id)}` }}>{h.text}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Prose html={page.html} />
    </article>
  );
}
