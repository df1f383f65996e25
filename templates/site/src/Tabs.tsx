import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One tab of {@link Tabs}. */
export interface TabDef {
  id: string;
  label: string;
  panel: ReactNode;
}

/** The last selected landing tab, so coming back from the docs keeps it. */
let remembered = 0;

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows (wrapping),
 * Home and End move the selection; only the selected tab is in the tab order.
 */
export function Tabs({ tabs, label }: { tabs: TabDef[]; label: string }) {
  const [active, setActive] = useState(() => Math.min(remembered, tabs.length - 1));
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (i: number, focus: boolean): void => {
    remembered = i;
    setActive(i);
    if (focus) refs.current[i]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent): void => {
    const n = tabs.length;
    const next =
      e.key === 'ArrowRight' ? (active + 1) % n
      : e.key === 'ArrowLeft' ? (active - 1 + n) % n
      : e.key === 'Home' ? 0
      : e.key === 'End' ? n - 1
      : -1;
    if (next < 0) return;
    e.preventDefault();
    select(next, true);
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tablist" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            className="tab"
            aria-selected={i === active}
            aria-controls={`panel-${t.id}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => select(i, false)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`panel-${t.id}`}
          className="tabpanel"
          aria-labelledby={`tab-${t.id}`}
          tabIndex={0}
          hidden={i !== active}
        >
          {t.panel}
        </div>
      ))}
    </div>
  );
}
