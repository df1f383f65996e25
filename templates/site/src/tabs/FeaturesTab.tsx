import type { FeaturesTab as FeaturesTabData } from '../../../../src/shared/site-model.js';
import { Prose } from '../Prose.js';

/** The Features tab: its prose and one card per core feature (title, audience, points). */
export function FeaturesTab({ tab }: { tab: FeaturesTabData }) {
  return (
    <>
      <Prose html={tab.html} />
      <ul className="grid">
        {tab.features.map((f, i) => (
          <li key={i} className="card">
            <h3>{f.title}</h3>
            {f.audience.length > 0 && (
              <ul className="chips" aria-label="Audience">
                {f.audience.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            )}
            <ul className="points">
              {f.points.map((p, j) => (
                <li key={j}>{p}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
