/**
 * remark plugin: GitHub Flavored Markdown without autolink literals (tables,
 * strikethrough, task lists, footnotes), from the same micromark and mdast
 * extensions remark-gfm combines. Autolink literals (bare `www.` and
 * `https://` text, e-mail addresses) are by far the slowest part of GFM
 * parsing; a body whose text holds none of their triggers parses identically without them,
 * so `parseBody` (`./markdown.ts`) parses with this plugin first, and again with
 * remark-gfm only when the text of the tree may hold a literal.
 * Tables come next: their construct is tried at the start of every line,
 * and a body without a `|` holds none ({@link TABLE_TRIGGER}), so
 * {@link remarkGfmLiteNoTables} leaves them out too.
 */
import type { Root } from 'mdast';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Plugin } from 'unified';

/** Text that could start an autolink literal: a scheme, `www.` or an e-mail `@`. */
export const AUTOLINK_TRIGGER = /:\/\/|www\.|@/i;

/** Text without which no table can be written: GitHub's tables delimit their cells with `|`. */
export const TABLE_TRIGGER = '|';

/** The lite GFM plugin, with tables or without. */
function lite(tables: boolean): Plugin<[], Root> {
  return function () {
    const data = this.data();
    (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), ...(tables ? [gfmTable()] : []), gfmTaskListItem());
    (data.fromMarkdownExtensions ??= []).push(
      gfmFootnoteFromMarkdown(),
      gfmStrikethroughFromMarkdown(),
      ...(tables ? [gfmTableFromMarkdown()] : []),
      gfmTaskListItemFromMarkdown(),
    );
  };
}

/** GFM without autolink literals. */
export const remarkGfmLite = lite(true);
/** GFM without autolink literals and tables. */
export const remarkGfmLiteNoTables = lite(false);
