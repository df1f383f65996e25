import { Link, useLocation } from 'react-router-dom';
import { OPENAPI_FILE } from '../../../src/shared/page-protocol.js';
import { useIndex } from './data.js';
import { SearchButton } from './Search.js';
import { Tabs } from './Tabs.js';
import { ThemeToggle } from './ThemeToggle.js';
import { ArchitectureTab } from './tabs/ArchitectureTab.js';
import { DataModelTab } from './tabs/DataModelTab.js';
import { FeaturesTab } from './tabs/FeaturesTab.js';
import { UiOverviewTab } from './tabs/UiOverviewTab.js';
import { useDocumentTitle } from './useDocumentTitle.js';

/** The landing route '/': header, hero with counts and badges, the docs button and the four tabs (docs/site.md, The landing page). */
export function Landing() {
  const { hero, stats, landing, groups } = useIndex();
  const tab = new URLSearchParams(useLocation().search).get('tab');
  useDocumentTitle(hero.siteTitle);
  const docs = (groups.find((g) => g.id === 'primary-user') ?? groups[0])?.route ?? '/primary-user';
  const badges = [
    `${stats.features} Core Features`,
    `${stats.endpoints} API Endpoints`,
    `${stats.entities} Data Entities`,
    ...hero.badges,
  ];
  return (
    <>
      <header className="site-header">
        <div className="wrap site-header-row">
          <Link to="/" className="brand">
            {hero.siteTitle}
          </Link>
          <nav className="header-links" aria-label="Site">
            <Link to={docs} className="header-link">
              API Reference
            </Link>
            <a href={OPENAPI_FILE} download className="header-link">
              OpenAPI
            </a>
          </nav>
          <span className="topbar-tools">
            <SearchButton />
            <ThemeToggle />
          </span>
        </div>
      </header>
      <main id="main" className="wrap landing">
        <section className="hero" aria-labelledby="hero-title">
          <h1 id="hero-title">{hero.title}</h1>
          <p className="lead">{hero.tagline}</p>
          <ul className="badges" aria-label="At a glance">
            {badges.map((b) => (
              <li key={b} className="badge">
                {b}
              </li>
            ))}
          </ul>
          <Link to={docs} className="btn btn-primary btn-large">
            View API Documentation <span aria-hidden="true">→</span>
          </Link>
        </section>
        <Tabs
          label="Platform overview"
          selected={tab}
          tabs={[
            { id: 'features', label: landing.features.title, panel: <FeaturesTab tab={landing.features} /> },
            { id: 'architecture', label: landing.architecture.title, panel: <ArchitectureTab tab={landing.architecture} /> },
            { id: 'data-model', label: landing.dataModel.title, panel: <DataModelTab tab={landing.dataModel} /> },
            { id: 'ui-overview', label: landing.uiOverview.title, panel: <UiOverviewTab tab={landing.uiOverview} /> },
          ]}
        />
      </main>
    </>
  );
}
