/**
 * Guides: free Markdown pages under `guides/`, in their own sidebar section,
 * each at `#/guides/<page>` with anchors on its headings, searchable, and
 * with every link checked like endpoint prose.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../src/index.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { searchDocuments } from '../../src/emit/search.js';
import { INDEX_GLOBAL, type SiteIndex } from '../../src/shared/page-protocol.js';
import { Session } from '../../src/shared/session.js';
import { tempContent, useTempContent, type TempContent } from '../helpers/content.js';

const track = useTempContent();

const GETTING_STARTED = `---
title: Getting started
summary: Make your first call in five minutes.
---

Every call carries a token.

## Get a token

Call [User Login](#/auth?scroll=user-login).

### Keep it safe

Store it well.

## Read your cart

Then call [Get User Cart](#/cart?scroll=get-user-cart), and read about [refreshing](#/guides/auth/tokens?scroll=refreshing).

## Read your cart

A repeated heading gets an anchor of its own.
`;

const TOKENS = `---
title: Tokens
---

# Lifetime

An hour.

# Refreshing

Log in again.
`;

/** The minimal content with two guides. */
async function withGuides(): Promise<TempContent> {
  const temp = track(await tempContent());
  await temp.write('guides/getting-started.md', GETTING_STARTED);
  await temp.write('guides/auth/tokens.md', TOKENS);
  return temp;
}

describe('guides', () => {
  it('are pages by path, with anchors on their headings as GitHub makes them', async () => {
    const temp = await withGuides();
    expect((await check({ cwd: temp.cwd })).diagnostics).toEqual([]);
    const built = await buildFiles({ cwd: temp.cwd, session: new Session() });
    const { guides } = built.model!;
    expect([guides.title, guides.position]).toEqual(['Guides', 'above']);
    expect(guides.pages.map((g) => [g.page, g.route, g.title])).toEqual([
      ['auth/tokens', '/guides/auth/tokens', 'Tokens'],
      ['getting-started', '/guides/getting-started', 'Getting started'],
    ]);
    const start = guides.pages[1]!;
    expect(start.headings).toEqual([
      { id: 'get-a-token', text: 'Get a token', depth: 2 },
      { id: 'keep-it-safe', text: 'Keep it safe', depth: 3 },
      { id: 'read-your-cart', text: 'Read your cart', depth: 2 },
      { id: 'read-your-cart-1', text: 'Read your cart', depth: 2 },
    ]);
    expect(start.html).toContain('<h2 id="get-a-token">Get a token</h2>');
    // A guide written with `#` headings: the highest becomes <h2>, under the page title.
    expect(guides.pages[0]!.html).toContain('<h2 id="refreshing">Refreshing</h2>');

    const indexScript = [...built.files].find(([name]) => /^assets\/index-/.test(name))![1] as string;
    const index = JSON.parse(indexScript.slice(`window[${JSON.stringify(INDEX_GLOBAL)}]=`.length, -2)) as SiteIndex;
    expect(index.guides.pages.map((g) => g.route)).toEqual(['/guides/auth/tokens', '/guides/getting-started']);
    const script = String(built.files.get(index.guides.pages[1]!.asset));
    expect(script).toContain('"guide:getting-started"');
    expect(script).toContain('Make your first call in five minutes.');
  });

  it('follow `guides.pages` when it is given, below the groups when asked', async () => {
    const temp = await withGuides();
    await temp.write(
      'pamdocs.yaml',
      `${await temp.read('pamdocs.yaml')}guides:\n  title: Tutorials\n  position: below\n  pages: [guides/getting-started.md, guides/auth/tokens.md]\n`,
    );
    expect((await check({ cwd: temp.cwd })).diagnostics).toEqual([]);
    const { model } = await buildFiles({ cwd: temp.cwd, session: new Session() });
    expect(model!.guides.title).toBe('Tutorials');
    expect(model!.guides.position).toBe('below');
    expect(model!.guides.pages.map((g) => g.page)).toEqual(['getting-started', 'auth/tokens']);
  });

  it('are found by title, summary and section heading, each heading landing on its anchor', async () => {
    const temp = await withGuides();
    const { model } = await buildFiles({ cwd: temp.cwd, session: new Session() });
    const hits = searchDocuments(model!).filter((d) => d.kind === 'guide');
    expect(hits.map((d) => [d.title, d.section, d.to])).toEqual([
      ['Tokens', 'Guides', '/guides/auth/tokens'],
      ['Lifetime', 'Tokens', '/guides/auth/tokens?scroll=lifetime'],
      ['Refreshing', 'Tokens', '/guides/auth/tokens?scroll=refreshing'],
      ['Getting started', 'Guides', '/guides/getting-started'],
      ['Get a token', 'Getting started', '/guides/getting-started?scroll=get-a-token'],
      ['Keep it safe', 'Getting started', '/guides/getting-started?scroll=keep-it-safe'],
      ['Read your cart', 'Getting started', '/guides/getting-started?scroll=read-your-cart'],
      ['Read your cart', 'Getting started', '/guides/getting-started?scroll=read-your-cart-1'],
    ]);
  });

  it('have every link checked, and may be linked from endpoint prose down to a heading', async () => {
    const temp = await withGuides();
    await temp.edit('guides/getting-started.md', '?scroll=refreshing', '?scroll=refreshng');
    await temp.edit('guides/getting-started.md', 'Store it well.', 'Store it well ([details](#/guides/auth/token)). ![A lock](lock.png)');
    await temp.edit(
      'endpoints/auth/user-login.md',
      'Then call',
      'See [the guide](#/guides/getting-started?scroll=keep-it-safe). Then call',
    );
    const { diagnostics } = await check({ cwd: temp.cwd });
    expect(diagnostics.map((d) => [d.rule, d.file, d.line, d.message])).toEqual([
      [
        'links/unknown-route',
        'content/guides/getting-started.md',
        14,
        'Cannot find the page `#/guides/auth/token` linked by "#/guides/auth/token"; did you mean `/guides/auth/tokens`?',
      ],
      ['links/missing-asset', 'content/guides/getting-started.md', 14, 'Cannot find the file `guides/lock.png` referenced as "lock.png"'],
      [
        'links/missing-anchor',
        'content/guides/getting-started.md',
        18,
        'Cannot find anchor "refreshng" on `#/guides/auth/tokens`; did you mean `refreshing`?',
      ],
    ]);
  });
});
