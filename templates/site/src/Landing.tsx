import type { ReactNode } from 'react';
import { Link, useLocation } from './routing.js';
import { CHANGELOG_ROUTE, OPENAPI_FILE } from '../../../src/shared/page-protocol.js';
import { Brand, SiteFooter } from './Brand.js';
import { useIndex } from './data.js';
import { ApiCards } from './landing/ApiCards.js';
import { GroupCards } from './landing/GroupCards.js';
import { LandingPageView } from './landing/LandingPageView.js';
import { SearchButton } from './Search.js';
import { Tabs } from './Tabs.js';
import { ThemeToggle } from './ThemeToggle.js';
import { useDocumentTitle } from './useDocumentTitle.js';

/** What the landing shows under the hero: its pages as tabs or sections, or the API groups when it has none. */
function LandingBody() {
  const { landing, groups } = useIndex();
  const tab = new URLSearchParams(useLocation().search).get('tab');
  if (landing.pages.length === 0) return <GroupCards groups={groups} />;
  if (landing.layout === 'tabs') {
    return (
      <Tabs
        label="Overview"
        selected={tab}
        tabs={landing.pages.map((page) => ({ id: page.id, label: page.title, panel: <LandingPageView page={page} /> }))}
      />
    );
  }
  return (
    <>
      {landing.pages.map((page) => (
        <section key={page.id} id={`section-${page.id}`} className="landing-section" aria-labelledby={`section-${page.id}-title`}>
          <h2 id={`section-${page.id}-title`}>{page.title}</h2>
          <LandingPageView page={page} />
        </section>
      ))}
    </>
  );
}

/** The hero's button, and beside it the changelog's when the site has one (versions of an API). */
function HeroActions({ changelog, children }: { changelog: boolean; children: ReactNode }) {
  if (!changelog) return <>{children}</>;
  return (
    <div className="hero-actions">
      {children}
      <Link to={CHANGELOG_ROUTE} className="btn btn-large">
        Changelog
      </Link>
    </div>
  );
}

/**
 * The landing route '/': header, hero with badges, the button to the API
 * reference, on a site of several APIs a card of each, and the landing
 * pages (docs/guides/site.md, The landing page).
 */
export function Landing() {
  const { hero, groups, apis, assets } = useIndex();
  useDocumentTitle(hero.siteTitle);
  const reference = groups[0]?.route ?? '/';
  return (
    <>
      <header className="site-header">
        <div className="wrap site-header-row">
          <Brand />
          <nav className="header-links" aria-label="Site">
            <Link to={reference} className="header-link">
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
          {hero.badges.length > 0 && (
            <ul className="badges" aria-label="At a glance">
              {hero.badges.map((b) => (
                <li key={b} className="badge">
                  {b}
                </li>
              ))}
            </ul>
          )}
          <HeroActions changelog={assets.changelog !== undefined}>
            <Link to={hero.button.to} className="btn btn-primary btn-large">
              {hero.button.label} <span aria-hidden="true">→</span>
            </Link>
          </HeroActions>
        </section>
        {apis.length > 0 && <ApiCards apis={apis} groups={groups} />}
        <LandingBody />
      </main>
      <SiteFooter />
    </>
  );
}
