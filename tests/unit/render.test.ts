import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parseBody, renderMarkdown } from '../../src/parse/markdown/markdown.js';
import { ROOT } from '../helpers/content.js';
import { resolveMarks } from '../../src/parse/markdown/local-urls.js';
import { fillPlaceholders } from '../../src/parse/placeholders.js';

const html = (markdown: string) => renderMarkdown(markdown).html;

describe('Markdown rendering', () => {
  it('renders GFM (tables, inline code, links) to HTML', () => {
    const out = html('A `code` and [link](#/cart?scroll=get-user-cart).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(out).toContain('<code>code</code>');
    expect(out).toContain('<a href="#/cart?scroll=get-user-cart">link</a>');
    expect(out).toContain('<table>');
  });

  it('drops raw HTML, scripts, event handlers and javascript: URLs', () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) <b onclick="x()">b</b>');
    expect(out).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it('renders an empty body as an empty string', () => {
    expect(renderMarkdown('  \n')).toEqual({ html: '', links: [], texts: [], jsonBlocks: [], unknownBlocks: [], counts: {}, headings: [] });
  });

  it('collects links and count-bearing texts with their offsets from one parse', () => {
    const body = 'Intro.\n\nWe have 54 endpoints and {{groups}} groups, see [cart](#/cart?scroll=x) and ![d](d.svg).\n';
    const { links, texts } = renderMarkdown(body);
    expect(links).toEqual([
      { type: 'link', url: '#/cart?scroll=x', offset: body.indexOf('[cart]') },
      { type: 'image', url: 'd.svg', offset: body.indexOf('![d]') },
    ]);
    expect(texts).toEqual([{ value: 'We have 54 endpoints and {{groups}} groups, see ', offset: body.indexOf('We have') }]);
  });
});

describe('placeholders', () => {
  it('fills known count placeholders and leaves unknown ones', () => {
    const stats = { endpoints: 53, entities: 14, features: 13, groups: 12 };
    expect(fillPlaceholders(html('We document {{endpoints}} endpoints, {{ entities }} entities and {{nope}}.'), stats)).toBe(
      '<p>We document 53 endpoints, 14 entities and {{nope}}.</p>',
    );
  });
});

describe('local file references', () => {
  it('marks images and links to content files, which assembly swaps for hashed URLs; routes and other origins stay', () => {
    const out = html('![d](diagram.svg) [d](./diagram.svg) [r](#/cart) [x](https://example.com/a.png) ![m](missing.png)');
    const urlOf = (written: string) => (written.endsWith('diagram.svg') ? 'assets/diagram-0123456789.svg' : '');
    expect(resolveMarks(out, urlOf)).toBe(
      '<p><img src="assets/diagram-0123456789.svg" alt="d"> <a href="assets/diagram-0123456789.svg">d</a> <a href="#/cart">r</a> <a href="https://example.com/a.png">x</a> <img src="missing.png" alt="m"></p>',
    );
  });
});

describe('GFM with and without autolink literals', () => {
  it('renders tables, strikethrough, task lists and footnotes without autolink triggers, and autolinks bare URLs when present', () => {
    const body = '| a |\n|---|\n| ~~b~~ |\n\n- [x] done\n\nNote[^1].\n\n[^1]: A footnote.\n';
    const out = html(body);
    expect(out).toContain('<table>');
    expect(out).toContain('<del>b</del>');
    expect(out).toContain('type="checkbox"');
    expect(out).toContain('A footnote.');
    expect(html('See https://example.com and www.example.org.')).toBe(
      '<p>See <a href="https://example.com">https://example.com</a> and <a href="http://www.example.org">www.example.org</a>.</p>',
    );
  });
});

/** Every Markdown file below `dir`, and every `description` of the (valid) JSON documents below it. */
function texts(dir: string): string[] {
  const out: string[] = [];
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (key === 'description' && typeof v === 'string') out.push(v);
        else collect(v);
      }
    }
  };
  for (const name of readdirSync(dir, { recursive: true }).map(String)) {
    const file = path.join(dir, name);
    if (name.endsWith('.md')) out.push(readFileSync(file, 'utf8'));
    else if (name.endsWith('.json')) {
      try {
        collect(JSON.parse(readFileSync(file, 'utf8')));
      } catch {
        // A broken document of the fixtures holds no descriptions to read.
      }
    }
  }
  return out;
}

describe('parsing without autolink literals first', () => {
  const require = createRequire(import.meta.url);
  const full = unified().use(remarkParse).use(remarkGfm).freeze();
  const fullBlocks = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
  const tricky = [
    'See [the guide](https://example.com/guide) and [mail](mailto:a@b.io).',
    'Bare https://example.com/a_b_ and www.example.org/x, then a@b.io.',
    'Inside `code https://x.io` and <https://auto.link> and <a@b.io>.',
    '![alt www.example.com](img.png) and ![plain](https://example.com/i.png "title www.x.io")',
    '![x www.a.com](b) a www.a.com](b) c [x www.a.com](b)',
    '[ref]: https://example.com/ref "Title with www.x.io"\n\nUse [ref].',
    '*em*www.example.com _u_@b.io **s**https://x.io',
    'Escaped www\\.example\\.com and &#64; and https&#58;//x.io and http:/\\/x.io',
    '| a | b |\n|---|---|\n| https://x.io | [l](https://y.io) |',
    '~~gone https://x.io~~ and Note[^1].\n\n[^1]: See https://x.io.',
    '> **Note:** [docs](https://docs.example.com/a?b=c#d) for www',
    '- [ ] task [link](https://x.io)\n- [x] done www.example.com',
    ':::cards\n- [A](https://x.io)\n:::\n\nText @mention and user@',
    '```json\n{"url": "https://x.io"}\n```\n\n[a](<https://x.io/a b>)',
  ];
  const corpus = [
    ...tricky,
    ...texts(path.join(ROOT, 'content')),
    ...texts(path.join(ROOT, 'tests/fixtures')),
    ...texts(path.dirname(require.resolve('@readme/oas-examples/package.json'))),
    ...texts(path.dirname(require.resolve('@scalar/galaxy/3.1.json'))),
  ];

  it('gives the tree full GFM gives, positions included, and takes the lite parse for triggers in link destinations', () => {
    expect(corpus.length).toBeGreaterThan(500);
    const fullProcessor = parseBody('www.example.com', false).processor;
    let liteWithTrigger = 0;
    for (const markdown of corpus) {
      const blocks = /^\s{0,3}::/m.test(markdown);
      const parsed = parseBody(markdown, blocks);
      expect(parsed.tree, markdown).toEqual((blocks ? fullBlocks : full).parse(markdown));
      if (!blocks && /:\/\/|www\.|@/i.test(markdown) && parsed.processor !== fullProcessor) liteWithTrigger++;
    }
    expect(liteWithTrigger).toBeGreaterThan(20);
  });
});

describe('heading levels', () => {
  it('moves body headings two levels down, so they sit under the card titles', () => {
    expect(html('# One\n\n## Two\n\n##### Five\n\n###### Six')).toBe('<h3>One</h3>\n<h4>Two</h4>\n<h6>Five</h6>\n<h6>Six</h6>');
  });
});
