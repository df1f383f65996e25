/**
 * SVG assets that could run script. An SVG is a document that can run
 * script when opened on its own (on a host without the site's
 * Content-Security-Policy), so an SVG asset may hold no script, event
 * handler, `javascript:` URL or embedded document. Rule `content/unsafe-svg`.
 */
import type { Diagnostic } from '../shared/diagnostics.js';
import { LineIndex } from '../shared/positions.js';

/** What makes an SVG unsafe: the first match is reported. */
const UNSAFE = /<script\b|\son[a-z]+\s*=|javascript:|<foreignObject\b|<iframe\b|<embed\b|<object\b/i;

/** The problem of the SVG asset at display path `file` whose text is `text`, if it is unsafe. */
export function unsafeSvg(file: string, text: string): Diagnostic[] {
  const m = UNSAFE.exec(text);
  if (!m) return [];
  return [
    {
      file,
      ...new LineIndex(text).position(m.index),
      severity: 'error',
      rule: 'content/unsafe-svg',
      message: `The SVG contains \`${m[0].trim()}\`; SVG assets may hold no script, event handler, javascript: URL or embedded document`,
    },
  ];
}
