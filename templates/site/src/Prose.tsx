import { useEffect, useRef, type MouseEvent } from 'react';
import { fitTables } from './fitTable.js';
import { useNavigate } from './routing.js';
import { Text } from './Text.js';

/**
 * Renders HTML that was rendered from Markdown and sanitized at build time.
 * In-site links such as `#/cart?scroll=get-user-cart` go through the router,
 * so a second click on the same link scrolls again; its tables fit the pane
 * (`fitTables`).
 */
export function Prose({ html, inline = false }: { html: string; inline?: boolean }) {
  const navigate = useNavigate();
  const block = useRef<HTMLDivElement>(null);
  // Its tables fit the pane: stacked rows where their columns do not (a table is a block, never inline).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tables are those of the HTML shown
  useEffect(() => (block.current ? fitTables(block.current) : undefined), [html]);
  if (!html.trim()) return null;
  const onClick = (e: MouseEvent<HTMLDivElement>): void => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const href = (e.target as Element).closest('a')?.getAttribute('href');
    if (href?.startsWith('#/')) {
      e.preventDefault();
      void navigate(href.slice(1));
    }
  };
  // The clicks handled are those of the links inside, which the keyboard activates too: the element hands them to the router.
  // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a link's clicks, see above
  if (inline) return <span className="prose-inline" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
  // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a link's clicks, see above
  return <div className="prose" ref={block} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Whether sanitized HTML holds a block (a paragraph, list, quote, table, code block, heading): then it takes a block of its own. */
const BLOCK = /<(p|ul|ol|blockquote|pre|table|div|h[1-6]|hr)[\s>]/;

/**
 * A description of a parameter, body, response or property: the HTML its
 * Markdown was rendered to at build time when it holds Markdown (inline when
 * it is one paragraph), else its text with backticks as code. Put it in a
 * block (a `div` or a cell), never in a `p`.
 */
export function Description({ text, html }: { text: string; html?: string | undefined }) {
  if (html) return <Prose html={html} inline={!BLOCK.test(html)} />;
  return <Text>{text}</Text>;
}
