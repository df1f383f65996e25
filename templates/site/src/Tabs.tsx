import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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
 * `selected` (a tab id) selects a tab when it changes. Each panel opens with
 * a visually hidden `h2` named like its tab.
 */
export function Tabs({ tabs, label, selected }: { tabs: TabDef[]; label: string; selected?: string | null }) {
  // A link may name the tab to show (`?tab=data-model`, e.g. a search result for an entity): shown from the first render.
  const [active, setActive] = useState(() => {
    const named = tabs.findIndex((t) => t.id === selected);
    return named >= 0 ? named : Math.min(remembered, tabs.length - 1);
  });
  const ids = tabs.map((t) => t.id).join(' ');
  useEffect(() => {
    const i = ids.split(' ').indexOf(selected ?? '');
    if (i >= 0) setActive((remembered = i));
  }, [selected, ids]);
  // A panel is first rendered when its tab is first shown (the Data Model tab loads its data then), and kept.
  const shown = useRef(new Set<number>());
  shown.current.add(active);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (i: number, focus: boolean): void => {
    remembered = i;
    setActive(i);
    if (focus) refs.current[i]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent): void => {
    const n = tabs.length;
    const next =
      e.key === 'ArrowRight'
        ? (active + 1) % n
        : e.key === 'ArrowLeft'
          ? (active - 1 + n) % n
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? n - 1
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
          {/* The tab names the panel; a heading of the same name keeps the page outline whole (h1, h2, then the panel's h3). */}
          <h2 className="sr-only">{t.label}</h2>
          {shown.current.has(i) && t.panel}
        </div>
      ))}
    </div>
  );
}
