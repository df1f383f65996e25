/**
 * Prose rules over Markdown bodies: blocks that exist, and JSON code blocks
 * that parse.
 */
import { BLOCK_NAMES } from '../../parse/markdown/blocks.js';
import type { JsonBlock } from '../../parse/markdown/markdown.js';
import { didYouMean } from '../../shared/suggest.js';
import { atBody } from '../engine/locate.js';
import { defineRule } from '../engine/rule.js';

export const unknownBlock = defineRule(
  {
    id: 'content/unknown-block',
    severity: 'error',
    summary: 'a `:::name` or `::name` block that is not one of the blocks',
    docs: [
      'Markdown may hold the blocks `:::cards`, `:::chips`, `:::steps` and `::entities` (see Landing pages in the content format guide).',
      'Any other name renders as its text, which is a typo more often than not.',
    ].join(' '),
  },
  {
    body: (doc, report) => {
      for (const block of doc.unknownBlocks)
        report(
          atBody(doc, block.offset),
          `Unknown block \`${block.name}\`${didYouMean(block.name, BLOCK_NAMES)}`,
          `Blocks: ${BLOCK_NAMES.join(', ')}.`,
        );
    },
  },
);

/** The body offset of character `index` of a JSON block's value: its lines sit in the body after the block's indentation. */
function sourceOffset(block: JsonBlock, index: number): number {
  const before = block.value.slice(0, index).split('\n');
  const lineStart = block.value.slice(0, index).length - before.at(-1)!.length;
  return block.valueOffset + lineStart + before.length * block.indent + (index - lineStart);
}

export const invalidJsonBlock = defineRule(
  {
    id: 'content/invalid-json-block',
    severity: 'error',
    summary: 'a code block fenced as `json` in prose that does not parse',
    docs: [
      'A fenced code block that says ```json is read as JSON by anyone who copies it;',
      'one that does not parse (a trailing comma, a comment, a missing quote) misleads every reader.',
      'Fix it, or fence it as ```jsonc or ```text when it is not meant to parse.',
    ].join(' '),
  },
  {
    body: (doc, report) => {
      for (const block of doc.jsonBlocks) {
        try {
          JSON.parse(block.value);
        } catch (error) {
          const message = (error as Error).message;
          const at = /at position (\d+)/.exec(message);
          const where = at ? sourceOffset(block, Number(at[1])) : block.offset;
          report(atBody(doc, where), `The code block claims JSON but does not parse: ${message.replace(/ at position \d+.*$/, '')}`);
        }
      }
    },
  },
);

/** The rules of this file, in report order. */
export const proseRules = [unknownBlock, invalidJsonBlock] as const;
