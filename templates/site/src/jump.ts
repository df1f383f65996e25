/** Layout left unchanged this long after a jump ends its hold (ms): the cards around the target have taken their size. */
const QUIET_MS = 1000;
/** A hold ends this long after it began at the latest (ms), however the layout still moves. */
const MAX_HOLD_MS = 5000;
/** A smooth scroll that sends no `scrollend` counts as over after this long (ms). */
const SMOOTH_MS = 1000;
/** The reader scrolling on their own (wheel, touch, scrollbar, keys): the hold stops. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Ends the jump under way (its hold or smooth scroll), if any; a no-op once it has ended. */
let endJump = (): void => {};
let jumping = false;

/** Whether a jump is under way: the page scrolls or is held on its target, not by the reader. */
export function isJumping(): boolean {
  return jumping;
}

/** Ends the jump under way, if any (the next navigation, the target leaving the page). */
export function stopJump(): void {
  endJump();
}

/** How far (px) `el` is below the place where a scroll to it puts it (its `scroll-margin-top` under the viewport's top). */
function offset(el: HTMLElement): number {
  const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  return el.getBoundingClientRect().top - margin;
}

/**
 * Keeps `el` where the jump put it while the cards around it take their real
 * size (those off screen are laid out only when near, `content-visibility:
 * auto` in styles/docs.css, and a big group's cards arrive in batches): each
 * time the content resizes (a ResizeObserver on `el`'s parent, which calls
 * back after layout and before paint), a target that moved by more than a
 * pixel is scrolled back at once. The hold ends after {@link QUIET_MS}
 * without a change, {@link MAX_HOLD_MS} after it began, on the reader's own
 * wheel, touch, pointer or key, or when `el` leaves the page.
 */
function hold(el: HTMLElement, end: () => void): () => void {
  let quiet = window.setTimeout(end, QUIET_MS);
  const latest = window.setTimeout(end, MAX_HOLD_MS);
  const observer = new ResizeObserver(() => {
    if (!el.isConnected) return end();
    const by = offset(el);
    if (Math.abs(by) > 1) window.scrollBy({ top: by, behavior: 'instant' });
    window.clearTimeout(quiet);
    quiet = window.setTimeout(end, QUIET_MS);
  });
  observer.observe(el.parentElement ?? el);
  return () => {
    observer.disconnect();
    window.clearTimeout(quiet);
    window.clearTimeout(latest);
  };
}

/**
 * Scrolls the page so that `el` is at the top (under its `scroll-margin-top`):
 * at once, or smoothly when it is less than a viewport height away and the
 * reader does not prefer reduced motion. Then it holds `el` in place while
 * the layout settles ({@link hold}; after a smooth scroll, from its end: a
 * page just rendered may lay out the cards around `el` meanwhile). A new
 * jump ends the last one.
 */
export function jumpTo(el: HTMLElement): void {
  endJump();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const smooth = !reduce && Math.abs(offset(el)) < window.innerHeight;
  el.scrollIntoView({ behavior: smooth ? 'smooth' : 'instant', block: 'start' });
  let release = (): void => {};
  let timer = 0;
  const end = (): void => {
    if (!jumping) return;
    jumping = false;
    release();
    settle();
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, end);
  };
  /** Starts the hold, once (the end of a smooth scroll, or at once). */
  function settle(): void {
    window.clearTimeout(timer);
    window.removeEventListener('scrollend', settle);
    if (jumping) release = hold(el, end);
  }
  jumping = true;
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, end, { passive: true });
  endJump = end;
  if (!smooth) return settle();
  timer = window.setTimeout(settle, SMOOTH_MS);
  window.addEventListener('scrollend', settle);
}
