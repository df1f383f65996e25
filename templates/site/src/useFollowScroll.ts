import { useEffect, useSyncExternalStore } from 'react';
import { isJumping } from './jump.js';
import { useLocation } from './routing.js';

/** The scroll counts as paused this long after its last event (ms); the operation being read is looked up then, not on every frame. */
const PAUSE_MS = 100;

/** The operation the reader scrolled to, on the navigation `key` (React Router's location key); `anchor` null above the first card. */
export interface Followed {
  key: string;
  anchor: string | null;
}

let followed: Followed | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The operation the reader scrolled to last ({@link useFollowScroll}), or null before they scroll. */
export function useFollowed(): Followed | null {
  return useSyncExternalStore(subscribe, () => followed);
}

/**
 * The id of the card being read: the last of the page's endpoint cards whose
 * top is at or above its `scroll-margin-top` (the place a `?scroll=` jump
 * puts a card), found by bisection; null above the first card.
 */
function cardAtTop(): string | null {
  const cards = document.querySelectorAll<HTMLElement>('article.endpoint[id]');
  const first = cards[0];
  if (!first) return null;
  const line = (parseFloat(getComputedStyle(first).scrollMarginTop) || 0) + 1;
  let [low, high] = [0, cards.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if (cards[mid]!.getBoundingClientRect().top <= line) low = mid + 1;
    else high = mid;
  }
  return low === 0 ? null : cards[low - 1]!.id;
}

/**
 * Follows the reader on a group page (docs/guides/site.md, Routes): when
 * their scrolling pauses ({@link PAUSE_MS}), the card at the top of the
 * viewport is the operation being read; when it changes, the sidebar marks
 * it ({@link useFollowed}) and the address names it (`#<route>?scroll=<anchor>`,
 * or `#<route>` above the first card) through `history.replaceState`, so
 * no history entry is added and the router, which does not hear of it,
 * neither scrolls nor highlights. Scrolls of a jump (jump.ts) are not the
 * reader's and are left alone (a jump that cannot bring its card to the top,
 * at the end of the page, keeps its anchor). Each navigation starts over from its own
 * `?scroll=` anchor.
 */
export function useFollowScroll(route: string): void {
  const { key, search } = useLocation();
  useEffect(() => {
    let current = new URLSearchParams(search).get('scroll');
    // The address of this navigation: a newer one (the router renders it as a transition, after the address changed) is left alone.
    let address = window.location.hash;
    let timer = 0;
    const look = (): void => {
      if (isJumping() || window.location.hash !== address) return;
      const anchor = cardAtTop();
      if (anchor === current) return;
      current = anchor;
      followed = { key, anchor };
      for (const listener of listeners) listener();
      const params = new URLSearchParams(search);
      if (anchor) params.set('scroll', anchor);
      else params.delete('scroll');
      const query = params.toString();
      // The router's own state (its key and index in the history) stays with the entry.
      window.history.replaceState(window.history.state, '', `#${route}${query ? `?${query}` : ''}`);
      address = window.location.hash;
    };
    const onScroll = (): void => {
      window.clearTimeout(timer);
      if (isJumping()) return;
      timer = window.setTimeout(look, PAUSE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key, route, search]);
}
