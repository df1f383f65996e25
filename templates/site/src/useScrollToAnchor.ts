import { useEffect } from 'react';
import { useLocation } from './routing.js';
import { HIGHLIGHT_CLASS, HIGHLIGHT_MS, SCROLL_MAX_ATTEMPTS, SCROLL_RETRY_INTERVAL_MS } from './constants.js';

/** Frames without scrolling after which a scroll counts as settled. */
const SETTLE_FRAMES = 3;
/** Corrections per reveal; each lays out the cards around the target, so two are enough in practice. */
const MAX_ALIGNMENTS = 3;
/** The reader scrolling on their own (wheel, touch, scrollbar, keys): alignment stops. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let highlighted: { el: HTMLElement; timer: number } | null = null;
/** Stops the alignment of the last reveal, if still running. */
let stopAligning = (): void => {};

/**
 * Keeps `el` at the top of the viewport while the scroll settles: cards the
 * scroll passes are laid out only then (`content-visibility: auto` in
 * styles/docs.css), so the target can move after the scroll began. Once the
 * scroll has been still for {@link SETTLE_FRAMES} frames, a target that is
 * off by more than a pixel is scrolled to at once, up to
 * {@link MAX_ALIGNMENTS} times. The reader's own wheel, touch, pointer or key
 * ends it, and so do the next navigation and the target leaving the page.
 */
function alignWhenSettled(el: HTMLElement): void {
  stopAligning();
  let frame = 0;
  let still = 0;
  let alignments = 0;
  let lastY = window.scrollY;
  const stop = (): void => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const check = (): void => {
    if (!el.isConnected) return stop();
    still = window.scrollY === lastY ? still + 1 : 0;
    lastY = window.scrollY;
    if (still < SETTLE_FRAMES) {
      frame = requestAnimationFrame(check);
      return;
    }
    const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    const wanted = Math.max(0, Math.min(bottom, window.scrollY + el.getBoundingClientRect().top - margin));
    if (Math.abs(wanted - window.scrollY) <= 1 || alignments === MAX_ALIGNMENTS) return stop();
    alignments += 1;
    still = 0;
    window.scrollTo({ top: wanted, behavior: 'instant' });
    frame = requestAnimationFrame(check);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { once: true, passive: true });
  frame = requestAnimationFrame(check);
  stopAligning = stop;
}

/** Scrolls to `el`, focuses it without scrolling again and highlights it for {@link HIGHLIGHT_MS}. */
function reveal(el: HTMLElement): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  alignWhenSettled(el);
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
    // The next navigation ends this one's search and alignment.
    return () => {
      window.clearTimeout(timer);
      stopAligning();
    };
  }, [key, pathname, search]);
}
