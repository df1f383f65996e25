/**
 * The parts of the site model around the API reference: the landing, the
 * guides, the hero, the branding and the counts the site states. Plain data,
 * imported by both the pipeline and the template through `./site-model.ts`,
 * which re-exports them.
 */
/** A page of the landing: a tab, or a section, of Markdown with blocks. */
export interface LandingPage {
  /** Its path under `landing/` without `.md`; the tab's id (`?tab=<id>`). */
  id: string;
  title: string;
  /** Sanitized HTML; the entities block is an empty `<div data-block="entities">` the page fills. */
  html: string;
}

/** What the landing shows under the hero. */
export interface Landing {
  layout: 'tabs' | 'sections';
  /** In order; none: the landing shows the hero and the groups. */
  pages: LandingPage[];
  /** The id of the page that shows the entities (holds `::entities`), or '' when none does. */
  entitiesPage: string;
}

/** A heading of a guide, for its table of contents and for search. */
export interface GuideHeading {
  /** Its anchor (element id), made from its text as GitHub does. */
  id: string;
  text: string;
  /** 2 to 6. */
  depth: number;
}

/** A guide: a free Markdown page at `#/guides/<page>`. */
export interface Guide {
  /** Its path under `guides/` without `.md`, e.g. `getting-started` or `auth/tokens`. */
  page: string;
  /** Its hash route, `/guides/<page>`. */
  route: string;
  title: string;
  /** Plain text, or ''. */
  summary: string;
  /** The body rendered to sanitized HTML, its headings carrying their anchors. */
  html: string;
  headings: GuideHeading[];
  /** Content-relative path. */
  file: string;
}

/** The guides section of the sidebar. */
export interface Guides {
  /** Section title, e.g. "Guides". */
  title: string;
  /** Above or below the API groups. */
  position: 'above' | 'below';
  /** In sidebar order. */
  pages: Guide[];
}

/** Counts the site states, always computed from the content, never typed (`src/parse/content-index.ts`). */
export interface SiteStats {
  endpoints: number;
  entities: number;
  features: number;
  groups: number;
}

/** The landing header and hero. */
export interface Hero {
  /** Site title in the header, e.g. "Developer & Platform Docs". */
  siteTitle: string;
  title: string;
  /** Plain text. */
  tagline: string;
  /** Badges, with the counts filled in, e.g. "53 API Endpoints", "HIPAA Compliant". */
  badges: string[];
  /** The button that opens the API reference: its text and hash route. */
  button: { label: string; to: string };
  /** URL of the logo in the built site, or '' when there is none. */
  logo: string;
}

/** What pamdocs.yaml says of the site's look besides the hero. */
export interface Branding {
  /** URL of the favicon in the built site, or '' when there is none. */
  favicon: string;
  /** The accent colour of each theme, or null for the default. */
  accent: { light: string; dark: string } | null;
  /** The footer, plain text, or '' when there is none. */
  footer: string;
}
