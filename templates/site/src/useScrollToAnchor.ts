import { useEffect } from 'react';
import { useLocation } from './routing.js';
import { HIGHLIGHT_CLASS, HIGHLIGHT_MS, SCROLL_MAX_ATTEMPTS, SCROLL_RETRY_INTERVAL_MS } from './constants.js';
import { jumpTo, stopJump } from './jump.js';

let highlighted: { el: HTMLElement; timer: number } | null = null;

/** Jumps to `el` ({@link jumpTo}), focuses it without scrolling again and highlights it for {@link HIGHLIGHT_MS}. */
function reveal(el: HTMLElement): void {
  jumpTo(el);
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  if (highlighted) {
    window.clearTimeout(highlighted.timer);
    highlighted.el.classList.remove(HIGHLIGHT_CLASS);
  }
  // Restart the highlight even when the same element is chosen twice in a row.
  void el.offsetWidth;
  el.classList.add(HIGHLIGHT_CLASS);
  const timer = window.setTimeout(() => {
    el.classList.remove(HIGHLIGHT_CLASS);
    highlighted = null;
  }, HIGHLIGHT_MS);
  highlighted = { el, timer };
}

/**
 * On every navigation (the first load too, and a repeated click on the same
 * entry), looks for the element whose id is the `scroll` search parameter,
 * retrying up to {@link SCROLL_MAX_ATTEMPTS} times {@link SCROLL_RETRY_INTERVAL_MS}
 * apart (docs/guides/site.md, Group pages and Timings), then reveals it. Without `scroll`, a new path starts at the top.
 * The address the page writes as the reader scrolls (useFollowScroll.ts) is no navigation: it reveals nothing.
 */
export function useScrollToAnchor(): void {
  const { key, pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, even to the same URL
  useEffect(() => {
    const id = new URLSearchParams(search).get('scroll');
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    let attempts = 0;
    let timer = 0;
    const attempt = (): void => {
      attempts += 1;
      const el = document.getElementById(id);
      if (el) reveal(el);
      else if (attempts < SCROLL_MAX_ATTEMPTS) timer = window.setTimeout(attempt, SCROLL_RETRY_INTERVAL_MS);
    };
    attempt();
    // The next navigation ends this one's search and jump.
    return () => {
      window.clearTimeout(timer);
      stopJump();
    };
  }, [key, pathname, search]);
}
