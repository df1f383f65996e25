/**
 * Whether an element has come near the viewport: what the page's code
 * blocks wait for before they are written and highlighted. One
 * IntersectionObserver watches every such element of the page (a group of
 * hundreds of cards has a thousand blocks), each until it first comes near.
 */
import { useEffect, useState, type RefObject } from 'react';

/** How far from the viewport an element counts as near (px): a little ahead of the reader's scroll. */
const AHEAD_PX = 800;

/** What runs when each watched element first comes near. */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** The page's one observer, made on first use. */
function observerOf(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const arrived = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer!.unobserve(entry.target);
        arrived?.();
      }
    },
    { rootMargin: `${AHEAD_PX}px 0px` },
  );
  return observer;
}

/** Whether the element of `ref` has come within {@link AHEAD_PX} of the viewport: true from then on (at once without IntersectionObserver). */
export function useNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near) return;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    waiting.set(element, () => setNear(true));
    observerOf().observe(element);
    return () => {
      waiting.delete(element);
      observer?.unobserve(element);
    };
  }, [ref, near]);
  return near;
}
