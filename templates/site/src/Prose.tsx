import type { MouseEvent } from 'react';
import { useNavigate } from './hash-router.js';

/**
 * Renders HTML that was rendered from Markdown and sanitized at build time.
 * In-site links such as `#/cart?scroll=get-user-cart` go through the router,
 * so a second click on the same link scrolls again.
 */
export function Prose({ html }: { html: string }) {
  const navigate = useNavigate();
  if (!html.trim()) return null;
  const onClick = (e: MouseEvent<HTMLDivElement>): void => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const href = (e.target as Element).closest('a')?.getAttribute('href');
    if (href?.startsWith('#/')) {
      e.preventDefault();
      void navigate(href.slice(1));
    }
  };
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className="prose" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
