/**
 * SVG assets that could run script. An SVG is a document that can run
 * script when opened on its own (on a host without the site's
 * Content-Security-Policy), so an SVG asset may hold no script, event
 * handler, `javascript:` URL or embedded document. Rule `content/unsafe-svg`.
 */
import type { Fact } from '../shared/facts.js';
import { LineIndex } from '../shared/line-index.js';

/** What makes an SVG unsafe: the first match is reported. */
const UNSAFE = /<script\b|\son[a-z]+\s*=|javascript:|<foreignObject\b|<iframe\b|<embed\b|<object\b/i;

/** What makes the SVG whose text is `text` unsafe, if anything (an `unsafe-svg` fact at the first match). */
export function unsafeSvg(text: string): Fact[] {
  const m = UNSAFE.exec(text);
  if (!m) return [];
  return [
    {
      kind: 'unsafe-svg',
      ...new LineIndex(text).position(m.index),
      message: `The SVG contains \`${m[0].trim()}\`; SVG assets may hold no script, event handler, javascript: URL or embedded document`,
    },
  ];
}
