import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../src/render/markdown.js';

const render = createMarkdownRenderer({ endpoints: 53, entities: 14, features: 13, groups: 12 });

describe('Markdown rendering', () => {
  it('renders GFM (tables, inline code, links) to HTML', () => {
    const html = render('A `code` and [link](#/cart?scroll=get-user-cart).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<a href="#/cart?scroll=get-user-cart">link</a>');
    expect(html).toContain('<table>');
  });

  it('replaces count placeholders with the computed numbers and leaves unknown ones', () => {
    expect(render('We document {{endpoints}} endpoints, {{ entities }} entities and {{nope}}.')).toBe(
      '<p>We document 53 endpoints, 14 entities and {{nope}}.</p>',
    );
  });

  it('drops raw HTML, scripts, event handlers and javascript: URLs', () => {
    const html = render('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) <b onclick="x()">b</b>');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it('renders an empty body as an empty string', () => {
    expect(render('  \n')).toBe('');
  });
});

describe('local file references', () => {
  it('rewrites images and links to content files to their hashed URL, and leaves routes and other origins alone', () => {
    const assetUrl = (rel: string) => (rel === 'landing/diagram.svg' ? 'assets/diagram-0123456789.svg' : '');
    const html = render('![d](diagram.svg) [d](./diagram.svg) [r](#/cart) [x](https://example.com/a.png) ![m](missing.png)', {
      rel: 'landing/architecture.md',
      assetUrl,
    });
    expect(html).toBe(
      '<p><img src="assets/diagram-0123456789.svg" alt="d"> <a href="assets/diagram-0123456789.svg">d</a> <a href="#/cart">r</a> <a href="https://example.com/a.png">x</a> <img src="missing.png" alt="m"></p>',
    );
  });
});
