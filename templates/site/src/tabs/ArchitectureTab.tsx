import type { ArchitectureTab as ArchitectureTabData } from '../../../../src/shared/site-model.js';
import { PointCards } from '../PointCards.js';
import { Prose } from '../Prose.js';
import { StepChain } from '../StepChain.js';
import { Table } from '../Table.js';
import { Text } from '../Text.js';

/** The Architecture tab: diagram, key principles, data flows as step chains and the layer table. */
export function ArchitectureTab({ tab }: { tab: ArchitectureTabData }) {
  return (
    <>
      <Prose html={tab.html} />
      <figure className="diagram">
        <img src={tab.diagram.src} alt={tab.diagram.alt} loading="lazy" />
      </figure>
      {tab.principles.length > 0 && (
        <section className="block">
          <h3>Key principles</h3>
          <PointCards items={tab.principles} />
        </section>
      )}
      {tab.flows.length > 0 && (
        <section className="block">
          <h3>Data flows</h3>
          {tab.flows.map((f, i) => (
            <div key={i} className="card flow">
              <h4>{f.name}</h4>
              <p className="muted">
                <Text>{f.description}</Text>
              </p>
              <StepChain steps={f.steps} label={`${f.name} steps`} />
            </div>
          ))}
        </section>
      )}
      {tab.layers.length > 0 && (
        <section className="block">
          <h3>Layers</h3>
          <Table
            caption="Layers"
            head={['Layer', 'Technology', 'Responsibilities']}
            rows={tab.layers.map((l) => [
              <strong>{l.layer}</strong>,
              l.technology,
              <ul className="points">
                {l.responsibilities.map((r, j) => (
                  <li key={j}>{r}</li>
                ))}
              </ul>,
            ])}
          />
        </section>
      )}
    </>
  );
}
