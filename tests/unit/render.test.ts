import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/parse/markdown/markdown.js';
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

describe('heading levels', () => {
  it('moves body headings two levels down, so they sit under the card titles', () => {
    expect(html('# One\n\n## Two\n\n##### Five\n\n###### Six')).toBe('<h3>One</h3>\n<h4>Two</h4>\n<h6>Five</h6>\n<h6>Six</h6>');
  });
});
