/**
 * The landing as content: pages of Markdown with blocks listed in
 * pamdocs.yaml, a site with none, and the branding (logo, favicon, accent
 * colour, footer) as the built files carry it.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../../src/index.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { searchDocuments } from '../../src/emit/search.js';
import { Session } from '../../src/shared/session.js';
import { ON_ACCENT, THEME_BACKGROUND } from '../../src/shared/theme.js';
import { ROOT, tempContent, useTempContent } from '../helpers/content.js';

const track = useTempContent();

/** The built site of the content at `cwd`, which must build. */
async function site(cwd: string) {
  const built = await buildFiles({ cwd, session: new Session() });
  if (!built.ok) throw new Error(`build failed: ${JSON.stringify(built.diagnostics)}`);
  const text = (rel: string) => String(built.files.get(rel));
  return { model: built.model!, files: built.files, text };
}

describe('the landing as content', () => {
  it('is valid without any landing file: the hero and the groups, the entities on the schemas route', async () => {
    const temp = track(await tempContent());
    await rm(path.join(temp.dir, 'landing'), { recursive: true });
    await temp.edit('pamdocs.yaml', /\nlanding:\n.*\n/, '\n');
    expect((await check({ cwd: temp.cwd })).diagnostics).toEqual([]);
    const { model } = await site(temp.cwd);
    expect(model.landing).toEqual({ layout: 'tabs', pages: [], entitiesPage: '' });
    expect(model.hero.button).toEqual({ label: 'View API Documentation', to: '/auth' });
    const entity = searchDocuments(model).find((d) => d.kind === 'entity')!;
    expect([entity.section, entity.to]).toEqual(['Schemas', '/schemas?scroll=entity-cart-item']);
  });

  it('shows the pages as sections in the order pamdocs.yaml lists them, the entities where `::entities` stands', async () => {
    const temp = track(await tempContent());
    await temp.edit(
      'pamdocs.yaml',
      /\nlanding:\n.*\n/,
      '\nlanding:\n  layout: sections\n  pages: [landing/data-model.md, landing/features.md]\n',
    );
    await Promise.all(['architecture', 'ui-overview'].map((p) => temp.remove(`landing/${p}.md`)));
    expect((await check({ cwd: temp.cwd })).diagnostics).toEqual([]);
    const { model } = await site(temp.cwd);
    expect(model.landing.layout).toBe('sections');
    expect(model.landing.pages.map((p) => p.id)).toEqual(['data-model', 'features']);
    expect(model.landing.entitiesPage).toBe('data-model');
    expect(model.landing.pages[0]!.html).toContain('<div data-block="entities"></div>');
    const entity = searchDocuments(model).find((d) => d.kind === 'entity')!;
    expect([entity.section, entity.to]).toEqual(['Data Model', '/?scroll=entity-cart-item']);
  });
});

describe('branding', () => {
  it('links the favicon, shows the logo, adds the accent stylesheet and the footer', async () => {
    const temp = track(await tempContent());
    await temp.write('brand/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    await temp.write('brand/icon.png', 'not really a png');
    await temp.write(
      'pamdocs.yaml',
      `${await temp.read('pamdocs.yaml')}logo: brand/logo.svg\nfavicon: brand/icon.png\naccentColor: { light: "#0f766e", dark: "#5eead4" }\nfooter: © 2026 Example Health\n`,
    );
    expect((await check({ cwd: temp.cwd })).diagnostics).toEqual([]);
    const { model, text } = await site(temp.cwd);
    expect(model.hero.logo).toMatch(/^assets\/logo-[0-9a-f]{10}\.svg$/);
    expect(model.branding).toMatchObject({ accent: { light: '#0f766e', dark: '#5eead4' }, footer: '© 2026 Example Health' });
    const html = text('index.html');
    expect(html).toMatch(/<link rel="icon" href="assets\/icon-[0-9a-f]{10}\.png">/);
    const theme = /<link rel="stylesheet" href="(assets\/theme-[0-9a-f]{10}\.css)">/.exec(html)?.[1];
    expect(html.indexOf('assets/app-')).toBeLessThan(html.indexOf(theme!));
    const css = text(theme!);
    expect(css).toContain('--accent: light-dark(#0f766e, #5eead4);');
    // White text on the dark teal, the dark theme's near-black on the light one.
    expect(css).toContain('--on-accent: light-dark(#ffffff, #111827);');
  });

  it('checks the accent against the backgrounds the template really has', async () => {
    const styles = await readFile(path.join(ROOT, 'templates/site/src/styles/base.css'), 'utf8');
    const value = (name: string) => new RegExp(`--${name}: light-dark\\((#[0-9a-f]+), (#[0-9a-f]+)\\)`).exec(styles)?.slice(1);
    const long = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex);
    expect(value('bg')?.map(long)).toEqual([THEME_BACKGROUND.light, THEME_BACKGROUND.dark]);
    expect(value('on-accent')?.map(long)).toEqual([...ON_ACCENT]);
  });
});
