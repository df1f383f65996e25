import type { Section } from '../../../src/shared/site-model.js';
import { PointCards } from './PointCards.js';

/** Titled sections of point cards (Data Model and UI Overview tabs). */
export function SectionList({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((s, i) => (
        <section key={i} className="block">
          <h3>{s.title}</h3>
          <PointCards items={s.items} />
        </section>
      ))}
    </>
  );
}
