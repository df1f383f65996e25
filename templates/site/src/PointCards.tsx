import type { PointList } from '../../../src/shared/site-model.js';

/** A grid of cards, one per named list of points. */
export function PointCards({ items }: { items: PointList[] }) {
  return (
    <ul className="grid">
      {items.map((item, i) => (
        <li key={i} className="card">
          <h4>{item.name}</h4>
          <ul className="points">
            {item.points.map((p, j) => (
              <li key={j}>{p}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
