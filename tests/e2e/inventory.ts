/**
 * The inventory of a content folder as its files declare it (groups,
 * endpoints, hero), read with plain YAML and gray-matter rather than with
 * pamdocs, so the browser tests compare the site with the content itself.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import { PAM_CONTENT } from '../helpers/content.js';

/** One endpoint as the content declares it (`content/endpoints/<group>/<id>.md` frontmatter). */
export interface InventoryEndpoint {
  id: string;
  title: string;
  auth: string;
}

/** One sidebar group as `content/pamdocs.yaml` declares it, with its endpoints in order. */
export interface InventoryGroup {
  id: string;
  title: string;
  heading: string;
  route: string;
  open: boolean;
  endpoints: InventoryEndpoint[];
}

/** The inventory of the bundled content: site title, hero and groups in sidebar order. */
export interface Inventory {
  siteTitle: string;
  heroTitle: string;
  badges: string[];
  groups: InventoryGroup[];
}

interface RawGroup {
  id: string;
  title: string;
  heading: string;
  open?: boolean;
  endpoints: string[];
}

/** Reads the groups, their endpoints (title, auth) and the hero from the content folder. */
export async function readInventory(dir = PAM_CONTENT): Promise<Inventory> {
  const config = YAML.parse(await readFile(path.join(dir, 'pamdocs.yaml'), 'utf8')) as {
    siteTitle: string;
    hero: { title: string; badges?: string[] };
    groups: RawGroup[];
  };
  const groups: InventoryGroup[] = [];
  for (const g of config.groups) {
    const endpoints: InventoryEndpoint[] = [];
    for (const id of g.endpoints) {
      const source = await readFile(path.join(dir, 'endpoints', g.id, `${id}.md`), 'utf8');
      const data = matter(source).data as { title: string; auth?: string };
      endpoints.push({ id, title: data.title, auth: data.auth ?? 'none' });
    }
    groups.push({ id: g.id, title: g.title, heading: g.heading, route: `/${g.id}`, open: g.open === true, endpoints });
  }
  return { siteTitle: config.siteTitle, heroTitle: config.hero.title, badges: config.hero.badges ?? [], groups };
}

/** Group ids of `content/pamdocs.yaml` in sidebar order, read synchronously (for `it.each` at collection time). */
export function groupIdsSync(dir = PAM_CONTENT): string[] {
  const config = YAML.parse(readFileSync(path.join(dir, 'pamdocs.yaml'), 'utf8')) as { groups: { id: string }[] };
  return config.groups.map((g) => g.id);
}
