import { useEffect, useRef, type ReactNode } from 'react';
import { fitTable } from './fitTable.js';

/**
 * A simple data table that fits its pane: where its columns do not, its rows
 * show stacked, each cell under its column's name (`fitTable`). The wrapper
 * scrolls sideways only before the script has run; it is a focusable group
 * named like the table, so the keyboard can scroll it then (WCAG 2.1.1).
 * `rowIds` gives rows an id (a `?scroll=` target), by position; undefined for none.
 */
export function Table({
  head,
  rows,
  caption,
  rowIds = [],
}: {
  head: string[];
  rows: ReactNode[][];
  caption: string;
  rowIds?: readonly (string | undefined)[];
}) {
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => (wrap.current ? fitTable(wrap.current) : undefined), []);
  return (
    <div className="table-wrap" tabIndex={0} role="group" aria-label={caption} ref={wrap}>
      <table>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} id={rowIds[i]}>
              {cells.map((cell, j) => (
                <td key={j} data-label={head[j]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
