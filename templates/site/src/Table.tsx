import type { ReactNode } from 'react';

/**
 * A simple data table in a horizontally scrollable wrapper (no page-wide
 * scroll on phones). The wrapper is a focusable group named like the table,
 * so the keyboard can scroll it (WCAG 2.1.1). It is focusable whether or not
 * the table overflows now: cards off screen are not laid out
 * (`content-visibility`), so their overflow cannot be known in advance.
 */
export function Table({ head, rows, caption }: { head: string[]; rows: ReactNode[][]; caption: string }) {
  return (
    <div className="table-wrap" tabIndex={0} role="group" aria-label={caption}>
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
            <tr key={i}>
              {cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
