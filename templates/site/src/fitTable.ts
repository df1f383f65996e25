/** The class of a table wrapper whose table shows its rows stacked (styles/docs.css). */
const STACKED = 'table-stacked';

/** Names each body cell of `table` that has no `data-label` after its column's header, for the stacked form. */
function labelCells(table: HTMLTableElement): void {
  const heads = [...(table.tHead?.rows[0]?.cells ?? [])].map((cell) => cell.textContent?.trim() ?? '');
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      for (const [i, cell] of [...row.cells].entries()) if (!cell.dataset.label && heads[i]) cell.dataset.label = heads[i];
    }
  }
}

/**
 * Keeps the table in `wrap` (a `.table-wrap`) within its pane: while its
 * columns are wider than the wrapper, its rows show stacked, each cell under
 * its column's name, so no text hides behind a sideways scroll; the columns
 * come back once the wrapper is as wide as they were. Follows every resize
 * (a `ResizeObserver`, whose callback runs before the frame is painted).
 * Returns the function that stops watching.
 */
export function fitTable(wrap: HTMLElement): () => void {
  const table = wrap.querySelector('table');
  if (!table) return () => undefined;
  labelCells(table);
  // The width the columns took when they last did not fit.
  let needed = Number.POSITIVE_INFINITY;
  const observer = new ResizeObserver(() => {
    if (!wrap.classList.contains(STACKED)) {
      if (wrap.scrollWidth <= wrap.clientWidth) return;
      needed = wrap.scrollWidth;
      wrap.classList.add(STACKED);
    } else if (wrap.clientWidth >= needed) {
      wrap.classList.remove(STACKED);
    }
  });
  observer.observe(wrap);
  return () => observer.disconnect();
}

/** {@link fitTable} for each table wrapper inside `root`; returns the function that stops watching them all. */
export function fitTables(root: HTMLElement): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>('.table-wrap')].map(fitTable);
  return () => {
    for (const stop of stops) stop();
  };
}
