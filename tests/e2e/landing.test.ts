/**
 * Browser tests of the landing route '/', its four tabs (Markdown pages with
 * blocks), the docs button and the 404 page (docs/guides/site.md), served from a
 * sub-path. What a tab must show is read from its Markdown source.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAM_CONTENT } from '../helpers/content.js';
import { expectClean, gotoApp, hashOf, useSite, waitForGroup, type Site } from './site.js';

/** The text of a PAM landing page's Markdown. */
const landingSource = (page: string) => readFileSync(path.join(PAM_CONTENT, 'landing', `${page}.md`), 'utf8');
/** The `#` headings of a Markdown text: the feature cards of features.md. */
const topHeadings = (markdown: string) => [...markdown.matchAll(/^# (.+)$/gm)].map((m) => m[1]!.trim());

let site: Site;
useSite((s) => (site = s));

const TABS = [
  { name: 'Features', id: 'features' },
  { name: 'Architecture', id: 'architecture' },
  { name: 'Data Model', id: 'data-model' },
  { name: 'UI Overview', id: 'ui-overview' },
] as const;

describe('landing page', () => {
  it('shows the header, the hero, the counts and the badges', async () => {
    const { page, watched } = await site.open();
    await gotoApp(page, site.base);
    const { inventory } = site;
    await expect.poll(() => page.getByRole('heading', { level: 1, name: inventory.heroTitle, exact: true }).isVisible()).toBe(true);
    expect(inventory.heroTitle).toBe('Healthcare Services & Pharmacy Platform');
    const header = page.locator('header.site-header');
    expect(await header.getByRole('link', { name: inventory.siteTitle, exact: true }).isVisible()).toBe(true);
    expect(inventory.siteTitle).toBe('Developer & Platform Docs');

    const endpoints = inventory.groups.reduce((n, g) => n + g.endpoints.length, 0);
    // The PAM content: 13 core features and 14 data entities; the endpoint count is the content's.
    const badges = ['13 Core Features', `${endpoints} API Endpoints`, '14 Data Entities', 'HIPAA Compliant'];
    // pamdocs.yaml writes the counts as placeholders: the build fills them in.
    expect(inventory.badges).toEqual([
      '{{features}} Core Features',
      '{{endpoints}} API Endpoints',
      '{{entities}} Data Entities',
      'HIPAA Compliant',
    ]);
    const shown = await page.getByRole('list', { name: 'At a glance' }).getByRole('listitem').allInnerTexts();
    expect(shown.map((t) => t.trim())).toEqual(badges);
    for (const badge of badges) expect(await page.getByText(badge, { exact: true }).isVisible(), badge).toBe(true);
    expect(await page.title()).toBe(inventory.siteTitle);
    expectClean(watched, [site.origin]);
  });

  it('switches between the four tabs, each showing only its own panel', async () => {
    const { page, watched } = await site.open();
    await gotoApp(page, site.base);
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.count()).toBe(4);
    expect(await tabs.allInnerTexts()).toEqual(TABS.map((t) => t.name));
    // Features is selected first.
    expect(await page.locator('#tab-features').getAttribute('aria-selected')).toBe('true');
    for (const tab of [...TABS].reverse()) {
      await page.getByRole('tab', { name: tab.name, exact: true }).click();
      await expect.poll(() => page.locator(`#tab-${tab.id}`).getAttribute('aria-selected')).toBe('true');
      for (const other of TABS) {
        const selected = other.id === tab.id;
        expect(await page.locator(`#tab-${other.id}`).getAttribute('aria-selected'), other.name).toBe(String(selected));
        expect(await page.locator(`#panel-${other.id}`).isVisible(), `panel of ${other.name}`).toBe(selected);
      }
      const panel = page.getByRole('tabpanel', { name: tab.name, exact: true });
      expect(await panel.getAttribute('id')).toBe(`panel-${tab.id}`);
    }
    expectClean(watched, [site.origin]);
  });

  it('Features lists the 13 core features', async () => {
    const { page, watched } = await site.open();
    await gotoApp(page, site.base);
    await page.getByRole('tab', { name: 'Features', exact: true }).click();
    const cards = page.locator('#panel-features ul.grid > li.card');
    await expect.poll(() => cards.count()).toBe(13);
    const titles = (await cards.locator('h3').allInnerTexts()).map((t) => t.trim());
    expect(titles).toEqual(topHeadings(landingSource('features')));
    for (let i = 0; i < 13; i += 1) expect(await cards.nth(i).isVisible()).toBe(true);
    expectClean(watched, [site.origin]);
  });

  it('Architecture shows the loaded diagram, the four principles, the data flows and the layer table', async () => {
    const { page, watched } = await site.open();
    await gotoApp(page, site.base);
    await page.getByRole('tab', { name: 'Architecture', exact: true }).click();
    const panel = page.locator('#panel-architecture');
    const img = panel.locator('figure.diagram img');
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth), { timeout: 5000 })
      .toBeGreaterThan(0);
    expect(await img.isVisible()).toBe(true);
    const architecture = landingSource('architecture');
    expect(await img.getAttribute('alt')).toBe(/!\[([^\]]+)\]\(architecture\.svg\)/.exec(architecture)?.[1]);
    expect(new URL(await img.evaluate((el) => (el as HTMLImageElement).currentSrc)).href.startsWith(site.base)).toBe(true);

    for (const name of ['Security First', 'Scalable', 'Modular', 'Compliant']) {
      expect(await panel.getByRole('heading', { level: 4, name, exact: true }).isVisible(), name).toBe(true);
    }
    for (const flow of ['User Registration', 'Order Placement']) {
      expect(await panel.getByRole('heading', { level: 4, name: flow, exact: true }).isVisible(), flow).toBe(true);
    }
    const registration = await panel.locator('.card.flow', { hasText: 'User Registration' }).innerText();
    expect(registration).toContain('/api/auth/register');
    expect(registration).toMatch(/OTP/);
    const order = await panel.locator('.card.flow', { hasText: 'Order Placement' }).innerText();
    expect(order).toContain('placeOrder');
    expect(order).toMatch(/inventory/i);
    expect(order).toMatch(/email or SMS/i);

    const table = panel.getByRole('table');
    expect(await table.isVisible()).toBe(true);
    const head = (await table.getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
    expect(head).toEqual(['Layer', 'Technology', 'Responsibilities']);
    // The rows of the Markdown table: | **Layer** | Technology | Responsibilities |
    const layers = [...architecture.matchAll(/^\| \*\*(.+?)\*\* \| (.+?) \|/gm)].map((m) => ({ layer: m[1]!, technology: m[2]! }));
    expect(layers.length).toBeGreaterThan(0);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(layers.length);
    for (let i = 0; i < layers.length; i += 1) {
      const cells = rows.nth(i).locator('td, th');
      expect((await cells.nth(0).innerText()).trim()).toBe(layers[i]!.layer);
      expect((await cells.nth(1).innerText()).trim()).toBe(layers[i]!.technology);
    }
    expectClean(watched, [site.origin]);
  });

  it('Data Model lists the 14 entities, and a chip jumps to its card', async () => {
    const { page, watched } = await site.open();
    await gotoApp(page, site.base);
    await page.getByRole('tab', { name: 'Data Model', exact: true }).click();
    const cards = page.locator('#panel-data-model article.entity');
    await expect.poll(() => cards.count()).toBe(14);
    const ids = await cards.evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(site.model.entities.map((e) => `entity-${e.id}`));
    for (const e of site.model.entities) {
      const card = page.locator(`#entity-${e.id}`);
      expect(await card.getByRole('heading', { level: 3 }).innerText()).toContain(e.name);
    }
    const last = site.model.entities.at(-1)!;
    await page.getByRole('navigation', { name: 'Entities' }).getByRole('button', { name: last.name, exact: true }).click();
    await expect
      .poll(() =>
        page
          .locator(`#entity-${last.id}`)
          .evaluate((el) => el.getBoundingClientRect().top < window.innerHeight && el === document.activeElement),
      )
      .toBe(true);
    expectClean(watched, [site.origin]);
  });

  it('UI Overview shows the role flows and the header links', async () => {
    const { page, watched } = await site.open();
    await gotoApp(page, site.base);
    await page.getByRole('tab', { name: 'UI Overview', exact: true }).click();
    const panel = page.locator('#panel-ui-overview');
    const flows = panel.locator('section', { has: page.getByRole('heading', { level: 3, name: 'Role flows', exact: true }) });
    expect(await flows.isVisible()).toBe(true);
    const roles = (await flows.locator('.card h4').allInnerTexts()).map((t) => t.trim());
    expect(roles).toHaveLength(3);
    expect(
      roles.some((r) => /patient|regular user/i.test(r)),
      roles.join(' | '),
    ).toBe(true);
    expect(
      roles.some((r) => /pharmacy/i.test(r)),
      roles.join(' | '),
    ).toBe(true);
    expect(
      roles.some((r) => /admin/i.test(r)),
      roles.join(' | '),
    ).toBe(true);
    const patient = flows.locator('.card', { has: page.getByRole('heading', { level: 4, name: /patient/i }) });
    const pages = (await patient.locator('ul.chips').first().getByRole('listitem').allInnerTexts()).map((t) => t.trim());
    // The platform pages the PAM docs describe.
    for (const p of [
      'Landing',
      'Authentication',
      'Home',
      'Profile',
      'Cart',
      'Checkout',
      'Prescriptions',
      'Health Dashboard',
      'Membership',
      'Support',
      'Order History',
    ]) {
      expect(pages, p).toContain(p);
    }
    const headerLinks = panel.locator('section', { has: page.getByRole('heading', { level: 3, name: 'Header links', exact: true }) });
    expect(await headerLinks.isVisible()).toBe(true);
    const links = (await headerLinks.getByRole('listitem').allInnerTexts()).map((t) => t.trim());
    expect(links).toEqual(['Home', 'Prescriptions', 'Cart', 'Profile', 'Upload']);
    expectClean(watched, [site.origin]);
  });

  it("'View API Documentation' opens the Primary User page with the sidebar", async () => {
    const { page, watched } = await site.open();
    await gotoApp(page, site.base);
    await page.getByRole('link', { name: /View API Documentation/ }).click();
    await expect.poll(() => hashOf(page)).toBe('/primary-user');
    const sidebar = page.getByTestId('sidebar');
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    expect(await sidebar.getByRole('heading', { name: 'API Reference', exact: true }).isVisible()).toBe(true);
    const primary = site.inventory.groups.find((g) => g.id === 'primary-user')!;
    await waitForGroup(page, primary);
    // 'Back to Home' returns to the landing page, with the tab last chosen.
    await page.getByRole('link', { name: /Back to Home/ }).click();
    await expect.poll(() => hashOf(page)).toBe('/');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: site.inventory.heroTitle }).isVisible()).toBe(true);
    expectClean(watched, [site.origin]);
  });

  it('offers openapi.json for download from the header, served beside index.html', async () => {
    const { page, watched } = await site.open();
    await gotoApp(page, site.base);
    const link = page.getByRole('link', { name: 'OpenAPI', exact: true });
    expect(await link.getAttribute('href')).toBe('openapi.json');
    expect(await link.getAttribute('download')).not.toBeNull();
    const document = (await page.evaluate(async () => (await fetch('openapi.json')).json())) as { openapi: string; paths: object };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).length).toBeGreaterThan(40);
    expectClean(watched, [site.origin]);
  });

  it('shows the 404 page for an unknown route, and Return to Home goes back', async () => {
    const { page, watched } = await site.open();
    await page.goto(`${site.base}#/no-such-page`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Oops! Page not found', exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await page.getByRole('link', { name: 'Return to Home', exact: true }).click();
    await expect.poll(() => hashOf(page)).toBe('/');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: site.inventory.heroTitle }).isVisible()).toBe(true);
    // A path that only starts like a group is unknown too.
    await page.goto(`${site.base}#/cart-items`);
    await expect.poll(() => page.getByRole('heading', { name: 'Oops! Page not found' }).isVisible()).toBe(true);
    expectClean(watched, [site.origin]);
  });
});
