import type { UiOverviewTab as UiOverviewTabData } from '../../../../src/shared/site-model.js';
import { Prose } from '../Prose.js';
import { SectionList } from '../SectionList.js';
import { StepChain } from '../StepChain.js';

/** The UI Overview tab: header links, sections, and role flows with pages, capabilities and journey. */
export function UiOverviewTab({ tab }: { tab: UiOverviewTabData }) {
  return (
    <>
      <Prose html={tab.html} />
      {tab.headerLinks.length > 0 && (
        <section className="block">
          <h3>Header links</h3>
          <ul className="chips">
            {tab.headerLinks.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </section>
      )}
      <SectionList sections={tab.sections} />
      {tab.roles.length > 0 && (
        <section className="block">
          <h3>Role flows</h3>
          <div className="grid grid-wide">
            {tab.roles.map((r, i) => (
              <div key={i} className="card">
                <h4>{r.role}</h4>
                <p className="label">Pages</p>
                <ul className="chips">
                  {r.pages.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
                {r.capabilities.length > 0 && (
                  <>
                    <p className="label">Capabilities</p>
                    <ul className="points">
                      {r.capabilities.map((c, j) => (
                        <li key={j}>{c}</li>
                      ))}
                    </ul>
                  </>
                )}
                {r.journey.length > 0 && (
                  <>
                    <p className="label">Journey</p>
                    <StepChain steps={r.journey} label={`${r.role} journey`} />
                  </>
                )}
              </div>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
