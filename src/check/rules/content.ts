/**
 * Rules about content files as files: size, encoding, what an SVG may hold,
 * where a Markdown file may be, and files that cannot be processed at all.
 */
import { reportFacts } from '../engine/facts.js';
import { defineRule } from '../engine/rule.js';

export const unknownFile = defineRule(
  {
    id: 'content/unknown-file',
    severity: 'warning',
    summary: 'a Markdown file outside endpoints/, entities/, guides/ and landing/',
    docs: [
      'pamdocs reads endpoints from endpoints/<group>/<id>.md, entities from entities/<id>.md, guides from guides/<page>.md',
      'and landing pages from landing/<page>.md; any other Markdown file is ignored, which is usually a file in the wrong folder.',
      'Move it, or turn the rule off in pamdocs.yaml when the folder holds notes on purpose.',
    ].join(' '),
  },
  reportFacts('unknown-file', ['document']),
);

export const fileTooLarge = defineRule(
  {
    id: 'content/file-too-large',
    severity: 'error',
    summary: 'a content file over 1 MiB (pamdocs.yaml: 16 MiB)',
    docs: [
      'Content files are read whole; one over 1 MiB is a mistake (a pasted dump) or an attack, and is not read.',
      'pamdocs.yaml, which lists every endpoint and entity, may hold 16 MiB.',
      'Split the file, or move large examples out of it.',
    ].join(' '),
    locked: true,
  },
  reportFacts('too-large', ['config', 'document']),
);

export const notUtf8 = defineRule(
  {
    id: 'content/not-utf8',
    severity: 'error',
    summary: 'a content file that is not UTF-8 text',
    docs: 'Content files must be UTF-8. The position is that of the first byte that is not; save the file as UTF-8 in your editor.',
    locked: true,
  },
  reportFacts('not-utf8', ['config', 'document']),
);

export const unsafeSvg = defineRule(
  {
    id: 'content/unsafe-svg',
    severity: 'error',
    summary: 'an SVG asset with a script, event handler, javascript: URL or embedded document',
    docs: [
      "An SVG opened on its own runs its scripts, whatever the site's Content-Security-Policy,",
      'so SVG assets may hold no <script>, on… handler, javascript: URL, <foreignObject>, <iframe>, <embed> or <object>.',
      'Export the drawing again without them.',
    ].join(' '),
    locked: true,
  },
  reportFacts('unsafe-svg', ['asset']),
);

export const unprocessable = defineRule(
  {
    id: 'content/unprocessable',
    severity: 'error',
    summary: 'a file that cannot be processed at all (e.g. absurd nesting, or processing past the 5 s bound)',
    docs: [
      'Some shapes of text would take the parsers minutes or exhaust the stack',
      '(thousands of nested lists or emphasis delimiters), and processing one file may take at most 5 s.',
      'Such a file is refused, and every other file is still checked.',
      'Simplify the place the message names.',
    ].join(' '),
    locked: true,
  },
  reportFacts('unprocessable', ['config', 'document', 'spec']),
);

/** The rules of this file, in report order. */
export const contentRules = [unknownFile, fileTooLarge, notUtf8, unsafeSvg, unprocessable] as const;
