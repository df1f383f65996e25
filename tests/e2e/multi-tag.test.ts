/**
 * Browser tests of operations with several tags (docs/guides/content.md,
 * OpenAPI documents): one card, in the group of the first tag, and under
 * each other tag an entry in the sidebar and a short card on the group's
 * page, both linking to that card. On a public music API's shapes
 * (tests/fixtures/music-api: "Follow Playlist" is tagged Users, then Playlists).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/index.js';
import type { SiteModel } from '../../src/shared/site-model.js';
import { ROOT, tempContent, type TempContent } from '../helpers/content.js';
import { expectNoViolations } from './axe.js';
import { cardOf, expectClean, gotoApp, hashOf, inViewport, useSite, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));
let temp: TempContent;
let music: string;
let model: SiteModel;

beforeAll(async () => {
  temp = await tempContent(path.join(ROOT, 'tests/fixtures/music-api'));
  const out = path.join(temp.cwd, 'site');
  const result = await build({ dir: temp.dir, out, replay: false });
  if (!result.ok || !result.model) throw new Error(`build failed: ${JSON.stringify(result.diagnostics)}`);
  model = result.model;
  music = site.mount('/music/', out);
});
afterAll(() => temp?.cleanup());

describe('an operation with several tags', () => {
  it('has one card, in the group of its first tag, and the groups of its other tags list it', () => {
    const cards = model.groups.flatMap((g) => g.endpoints.map((e) => e.id));
    expect(new Set(cards).size).toBe(cards.length);
    const users = model.groups.find((g) => g.id === 'users')!;
    const playlists = model.groups.find((g) => g.id === 'playlists')!;
    expect(users.endpoints.map((e) => e.title)).toContain('Follow Playlist');
    expect(playlists.endpoints.map((e) => e.title)).not.toContain('Follow Playlist');
    expect(playlists.links.map((l) => [l.title, l.groupId])).toEqual([
      ['Follow Playlist', 'users'],
      ['Unfollow Playlist', 'users'],
      ['Check if Current User Follows Playlist', 'users'],
    ]);
    // "Get Playlist Items" is tagged Playlists, then Tracks.
    expect(model.groups.find((g) => g.id === 'tracks')!.links.map((l) => l.title)).toContain('Get Playlist Items');
    // Library is no operation's first tag: its group has no card of its own, and lists its operations.
    const library = model.groups.find((g) => g.id === 'library')!;
    expect(library.endpoints).toEqual([]);
    expect(library.links.map((l) => `${l.title} in ${l.groupId}`)).toEqual([
      "Get User's Saved Albums in albums",
      "Get Current User's Playlists in playlists",
    ]);
  });

  it('is an entry of the sidebar and a short card on the page of each other tag, linking to its card', async () => {
    const { page, watched } = await site.open();
    await gotoApp(page, `${music}#/playlists`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Playlists', exact: true }).isVisible()).toBe(true);
    const own = model.groups.find((g) => g.id === 'playlists')!.endpoints.length;
    await expect.poll(() => page.getByTestId('endpoint-card').count(), { timeout: 15_000 }).toBe(own);
    const links = page.getByTestId('endpoint-link');
    await expect.poll(() => links.count()).toBe(3);
    expect((await links.first().innerText()).replace(/\s+/g, ' ').trim()).toBe(
      'PUT Follow Playlist /playlists/{playlist_id}/followers · in Users',
    );
    // The header still counts the group's own endpoints.
    expect(await page.getByText(`${own} endpoints`, { exact: true }).isVisible()).toBe(true);
    await expectNoViolations(page, 'a group page that lists endpoints of other groups');

    const sidebar = page.getByTestId('sidebar');
    const section = sidebar.getByRole('button', { name: 'Playlists', exact: true });
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    const entry = sidebar.getByRole('link', { name: /Follow Playlist \(in Users\)$/ }).first();
    await expect.poll(() => entry.isVisible()).toBe(true);

    await links.first().getByRole('link', { name: 'Follow Playlist', exact: true }).click();
    await expect.poll(() => hashOf(page)).toBe('/users?scroll=follow-playlist');
    await expect.poll(() => inViewport(cardOf(page, 'follow-playlist')), { timeout: 5000 }).toBe(true);

    await gotoApp(page, `${music}#/playlists`);
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    await entry.click();
    await expect.poll(() => hashOf(page)).toBe('/users?scroll=follow-playlist');
    expectClean(watched, [site.origin]);
  });
});
