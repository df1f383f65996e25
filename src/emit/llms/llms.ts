/**
 * The site for machine readers (docs/guides/site.md, For machine readers), as
 * llmstxt.org describes it: `llms.txt` at the site root (the site's title,
 * a one-line summary, then a section per part of the site listing its
 * pages, each linked to its Markdown twin with a note), `llms-full.txt`
 * (every twin, one after another) and the twins themselves (`./pages.ts`).
 * Every link is relative, so the folder works from any sub-path.
 */
import type { ContentIndex } from '../../parse/content-index.js';
import { OPENAPI_FILE } from '../../shared/page-protocol.js';
import type { SiteModel } from '../../shared/site-model.js';
import { twinLinks } from './links.js';
import { link, oneLine, relativeUrl } from './markdown.js';
import { apiLabel, count, twinPages, type TwinPage } from './pages.js';

/** The index for machine readers, at the site root. */
const LLMS_FILE = 'llms.txt';
/** Every twin in one file, at the site root. */
const LLMS_FULL_FILE = 'llms-full.txt';

/** A text file of the site made from the whole model: its path from the site root and how to make it (deterministic: the same model, the same text). */
export interface TextFile {
  file: string;
  make(): string;
}

/** What a page's Markdown is made with once (`\0`): where each link's URL goes, to be written for the twin and for `llms-full.txt`. */
const SLOT = '\0';

/**
 * The Markdown of `page` with its links leading from `from` (its twin's
 * path, or '' for the site root), made through `slotted` (the page made
 * once with a {@link SLOT} per link, and the link targets in order), or
 * made again directly when its text holds a NUL of its own.
 */
function realize(page: TwinPage, slotted: { parts: string[]; targets: [string, string?][] }, from: string): string {
  const url = (file: string, fragment?: string) => relativeUrl(from, file, fragment);
  if (slotted.parts.length !== slotted.targets.length + 1) return page.markdown(url);
  let out = slotted.parts[0]!;
  for (let i = 0; i < slotted.targets.length; i++) out += url(...slotted.targets[i]!) + slotted.parts[i + 1]!;
  return out;
}

/** `page` made once with a slot per link (see {@link realize}). */
function slots(page: TwinPage): { parts: string[]; targets: [string, string?][] } {
  const targets: [string, string?][] = [];
  const text = page.markdown((file, fragment) => {
    targets.push([file, fragment]);
    return SLOT;
  });
  return { parts: text.split(SLOT), targets };
}

/** The head of `llms.txt` and `llms-full.txt`: the site title as H1 and its summary as a quote. */
const head = (model: SiteModel): string =>
  `# ${oneLine(model.hero.siteTitle)}\n\n> ${oneLine(model.hero.tagline) || oneLine(model.hero.title)}`;

/** `llms.txt`: the head, what the site holds, then each section's pages, linked to their twins, each with its note. */
function llmsText(model: SiteModel, pages: readonly TwinPage[]): string {
  const { stats } = model;
  const holds = [
    count(stats.endpoints, 'endpoint'),
    count(stats.groups, 'group'),
    ...(stats.entities ? [count(stats.entities, 'entity', 'entities')] : []),
  ];
  const about =
    `${oneLine(model.hero.title)}: the API reference (${holds.join(', ')}). Each link below is a page of the site as Markdown; ` +
    `${link(LLMS_FULL_FILE, LLMS_FULL_FILE)} holds them all in one file.`;
  const sections = new Map<string, string[]>();
  for (const p of pages) {
    const items = sections.get(p.section) ?? [];
    items.push(`- ${link(p.title, relativeUrl('', p.file))}${p.note ? `: ${p.note}` : ''}`);
    sections.set(p.section, items);
  }
  const optional =
    model.apis.length > 0
      ? model.apis.map((api) => `- ${link(`OpenAPI document of ${apiLabel(api)}`, api.openapi)}: its operations as OpenAPI 3.1 (JSON).`)
      : [`- ${link('OpenAPI document', OPENAPI_FILE)}: every operation of the site as OpenAPI 3.1 (JSON).`];
  const lists = [...sections].map(([title, items]) => `## ${oneLine(title)}\n\n${items.join('\n')}`);
  return `${[head(model), about, ...lists, `## Optional\n\n${optional.join('\n')}`].join('\n\n')}\n`;
}

/**
 * The files for machine readers of `model` (`index`: the documents it was
 * assembled from, whose Markdown the twins carry; `assetUrl`: the path in
 * the built site of a content file, '' when there is none): each twin,
 * `llms.txt` and `llms-full.txt`. Never throws.
 */
export function llmsFiles(model: SiteModel, index: ContentIndex, assetUrl: (rel: string) => string): TextFile[] {
  const pages = twinPages(model, index, twinLinks(model, assetUrl)).map((page) => {
    // Each page is made once, for its twin and for llms-full.txt.
    let made: ReturnType<typeof slots> | undefined;
    return { page, at: (from: string) => realize(page, (made ??= slots(page)), from) };
  });
  return [
    ...pages.map(({ page, at }) => ({ file: page.file, make: () => at(page.file) })),
    {
      file: LLMS_FILE,
      make: () =>
        llmsText(
          model,
          pages.map((p) => p.page),
        ),
    },
    // One file read from the site root: each twin's links lead from there.
    { file: LLMS_FULL_FILE, make: () => `${[head(model), ...pages.map(({ at }) => at('').trimEnd())].join('\n\n')}\n` },
  ];
}
