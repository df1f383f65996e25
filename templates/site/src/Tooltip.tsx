import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { TOOLTIP_CLOSE_GRACE_MS, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './constants.js';

/** When the last tooltip closed, for the skip-delay window. */
let lastClosedAt = -Infinity;
/** How many tooltips are open: moving from an open one to the next skips the delay too. */
let openCount = 0;

/**
 * A focusable trigger with a tooltip (role=tooltip, linked by aria-describedby).
 * Opens {@link TOOLTIP_DELAY_MS} after the pointer enters, at once on keyboard
 * focus, or while another tooltip is open or within {@link TOOLTIP_SKIP_DELAY_MS} of one closing;
 * closes on leave, blur or Escape.
 */
export function Tooltip({ text, className, children }: { text: string; className?: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const timer = useRef(0);
  const trigger = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);

  const set = (value: boolean): void => {
    window.clearTimeout(timer.current);
    if (openRef.current && !value) {
      lastClosedAt = performance.now();
      openCount--;
    } else if (!openRef.current && value) openCount++;
    openRef.current = value;
    setOpen(value);
  };
  const show = (now: boolean): void => {
    window.clearTimeout(timer.current);
    if (openRef.current) return;
    if (now || openCount > 0 || performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) set(true);
    else timer.current = window.setTimeout(() => set(true), TOOLTIP_DELAY_MS);
  };
  const hideSoon = (): void => {
    window.clearTimeout(timer.current);
    if (openRef.current) timer.current = window.setTimeout(() => set(false), TOOLTIP_CLOSE_GRACE_MS);
  };

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (openRef.current) {
        openRef.current = false;
        openCount--;
        lastClosedAt = performance.now();
      }
    },
    [],
  );

  // Keep the fixed tooltip above (or below) its trigger, inside the viewport, while the page scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `set` reads only refs and setOpen, so any render's `set` will do
  useLayoutEffect(() => {
    if (!open) return;
    const place = (): void => {
      const t = tip.current;
      const r = trigger.current?.getBoundingClientRect();
      if (!t || !r) return;
      const w = t.offsetWidth;
      const h = t.offsetHeight;
      t.style.left = `${Math.max(8, Math.min(r.left + r.width / 2 - w / 2, window.innerWidth - w - 8))}px`;
      t.style.top = `${r.top - h - 8 >= 8 ? r.top - h - 8 : r.bottom + 8}px`;
    };
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') set(false);
    };
    place();
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', place, { passive: true, capture: true });
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [open]);

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a focusable trigger (tabIndex 0) that its tooltip describes; the events only show and hide the tooltip */}
      <span
        ref={trigger}
        className={className}
        tabIndex={0}
        aria-describedby={id}
        onPointerEnter={(e) => e.pointerType !== 'touch' && show(false)}
        onPointerLeave={hideSoon}
        onFocus={(e) => e.currentTarget.matches(':focus-visible') && show(true)}
        onBlur={() => set(false)}
      >
        {children}
      </span>
      <span
        ref={tip}
        id={id}
        role="tooltip"
        className="tooltip"
        hidden={!open}
        onPointerEnter={() => window.clearTimeout(timer.current)}
        onPointerLeave={hideSoon}
      >
        {text}
      </span>
    </>
  );
}
