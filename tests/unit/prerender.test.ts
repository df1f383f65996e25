/**
 * The landing pre-rendered into index.html (src/emit/prerender.ts): what
 * `#root` holds before any script runs, and that a build whose landing did
 * not change takes it from the document cache without loading the
 * template's Node side (React's server renderer).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/index.js';
import { bundleTemplate, type TemplateBundle } from '../../src/emit/bundle.js';
import { cacheDir } from '../../src/shared/cache.js';
import { tempContent, useTempContent } from '../helpers/content.js';

const track = useTempContent();

/** The markup between `<div id="root">` and `</body>` of a built index.html. */
const rootOf = (html: string): string => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

describe('the pre-rendered landing', () => {
  it('holds the hero, its button and the tab names in index.html, and a noscript note that does not deny them', async () => {
    const temp = track(await tempContent());
    expect((await build({ cwd: temp.cwd })).ok).toBe(true);
    const html = await readFile(path.join(temp.cwd, 'site', 'index.html'), 'utf8');
    const root = rootOf(html);
    expect(root).toContain('<h1 id="hero-title">Fixture Platform</h1>');
    expect(root).toContain('A tiny site for tests.');
    expect(root).toContain('<li class="badge">Test Badge</li>');
    expect(root).toMatch(/<a class="btn btn-primary btn-large" href="#\/auth"[^>]*>View API Documentation/);
    const tabs = [...root.matchAll(/<button type="button" role="tab"[^>]*>([^<]+)<\/button>/g)].map((m) => m[1]);
    expect(tabs).toEqual(['Features', 'Architecture', 'Data Model', 'UI Overview']);
    const note = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(note).toMatch(/overview/);
    expect(note).not.toMatch(/needs JavaScript\.$/);
  });

  it('is rendered once per landing: a build of unchanged content does not load the renderer, an edited hero renders again', async () => {
    const temp = track(await tempContent());
    const template = await bundleTemplate({ cacheDir: cacheDir(temp.cwd) });
    let loads = 0;
    const counted: TemplateBundle = {
      ...template,
      server: () => {
        loads += 1;
        return template.server();
      },
    };
    const indexHtml = () => readFile(path.join(temp.cwd, 'site', 'index.html'), 'utf8');
    expect((await build({ cwd: temp.cwd, bundle: Promise.resolve(counted) })).ok).toBe(true);
    expect(loads).toBe(1);
    const first = await indexHtml();

    // A new process would start the same way: a fresh session, the document cache on disk.
    expect((await build({ cwd: temp.cwd, bundle: Promise.resolve(counted) })).ok).toBe(true);
    expect(loads).toBe(1);
    expect(await indexHtml()).toBe(first);

    await temp.edit('pamdocs.yaml', 'title: Fixture Platform', 'title: Edited Platform');
    expect((await build({ cwd: temp.cwd, bundle: Promise.resolve(counted) })).ok).toBe(true);
    expect(loads).toBe(2);
    expect(rootOf(await indexHtml())).toContain('<h1 id="hero-title">Edited Platform</h1>');
  });
});
