/**
 * Page list rules: the landing pages and the guides pamdocs.yaml lists
 * (`landing.pages`, `guides.pages`) are files of the content, and every such
 * file is listed.
 */
import type { ContentIndex } from '../../parse/content-index.js';
import { pageOf } from '../../parse/shapes/pages.js';
import type { Config } from '../../parse/shapes.js';
import { didYouMean } from '../../shared/suggest.js';
import { atKey, atStart } from '../engine/locate.js';
import { defineRule, type RuleMeta } from '../engine/rule.js';
import { configName } from './inventory.js';

/** One page list of pamdocs.yaml: its key, folder and files. */
interface PageList {
  /** Its key in pamdocs.yaml, e.g. `landing`. */
  key: 'landing' | 'guides';
  /** What a file of it is, for messages. */
  noun: string;
  /** The files it lists, or undefined when it is not given (then every file of the folder is in). */
  listed(config: Config): readonly string[] | undefined;
  /** The pages present, valid or not, and the valid documents by page. */
  present(index: ContentIndex): { paths: ReadonlySet<string>; docs: ReadonlyMap<string, { file: string }> };
}

const LANDING: PageList = {
  key: 'landing',
  noun: 'landing page',
  listed: (config) => config.landing.pages,
  present: (index) => ({ paths: index.paths.landing, docs: index.landing }),
};

const GUIDES: PageList = {
  key: 'guides',
  noun: 'guide',
  listed: (config) => config.guides.pages,
  present: (index) => ({ paths: index.paths.guides, docs: index.guides }),
};

/** A rule reporting each file `list` names that the content does not have, at its entry. */
function missingPages<const Id extends string>(meta: RuleMeta<Id>, list: PageList) {
  return defineRule(meta, ({ content }, report) => {
    const loaded = content.config;
    const listed = loaded && list.listed(loaded.config);
    if (!listed) return;
    const present = [...list.present(content.index).paths];
    listed.forEach((rel, i) => {
      if (!present.includes(pageOf(rel)))
        report(atKey(loaded.origin, [list.key, 'pages', i]), `Cannot find the ${list.noun} \`${rel}\`${didYouMean(pageOf(rel), present)}`);
    });
  });
}

/** A rule reporting each valid file of the folder of `list` that the list does not name, when the list is given. */
function unlistedPages<const Id extends string>(meta: RuleMeta<Id>, list: PageList) {
  return defineRule(meta, ({ content }, report) => {
    const listed = content.config && list.listed(content.config.config);
    if (!listed) return;
    const pages = new Set(listed.map(pageOf));
    for (const [page, doc] of list.present(content.index).docs) {
      if (!pages.has(page))
        report(
          atStart(doc.file),
          `The ${list.noun} \`${list.key}/${page}.md\` is not listed under \`${list.key}.pages\` of ${configName(content.root, content.cwd)}`,
        );
    }
  });
}

/** The two rules of `list`: its files that are missing, and the files it does not list. */
function pageListRules<const Missing extends string, const Unlisted extends string>(
  list: PageList,
  missing: RuleMeta<Missing>,
  unlisted: RuleMeta<Unlisted>,
) {
  return [missingPages(missing, list), unlistedPages(unlisted, list)] as const;
}

export const [missingLandingPage, unlistedLandingPage] = pageListRules(
  LANDING,
  {
    id: 'inventory/missing-landing-page',
    severity: 'error',
    summary: 'a landing page that pamdocs.yaml lists and the content lacks',
    docs: [
      '`landing.pages` of pamdocs.yaml lists the Markdown files under `landing/` the landing page shows,',
      'as tabs or sections, in order.',
    ].join(' '),
  },
  {
    id: 'inventory/unlisted-landing-page',
    severity: 'warning',
    summary: 'a landing page file that pamdocs.yaml does not list',
    docs: [
      'A Markdown file under `landing/` appears on the landing page only when `landing.pages` of pamdocs.yaml lists it.',
      'List it, or delete the file.',
    ].join(' '),
  },
);

export const [missingGuide, unlistedGuide] = pageListRules(
  GUIDES,
  {
    id: 'inventory/missing-guide',
    severity: 'error',
    summary: 'a guide that pamdocs.yaml lists and the content lacks',
    docs: '`guides.pages` of pamdocs.yaml, when given, lists the Markdown files under `guides/` the sidebar shows, in order.',
  },
  {
    id: 'inventory/unlisted-guide',
    severity: 'warning',
    summary: 'a guide file that `guides.pages` of pamdocs.yaml does not list',
    docs: [
      'When pamdocs.yaml gives `guides.pages`, only the guides it lists are in the site.',
      'List the file, or delete it; without `guides.pages`, every file under `guides/` is a guide.',
    ].join(' '),
  },
);

/** The rules of this file, in report order. */
export const pageRules = [missingLandingPage, unlistedLandingPage, missingGuide, unlistedGuide] as const;
