import type { KeyboardEvent } from 'react';
import type { CodeSample } from '../../../src/shared/site-model.js';
import { CodeBlock } from './CodeBlock.js';
import { useSampleLanguage } from './samples.js';

/**
 * An endpoint's request in curl, JavaScript, Python and Java, generated and
 * highlighted at build time. The language choice is shared by every endpoint
 * and remembered (localStorage); arrow keys move between languages.
 */
export function CodeSamples({ samples, endpointId }: { samples: CodeSample[]; endpointId: string }) {
  const [language, choose] = useSampleLanguage();
  const current = samples.find((s) => s.language === language) ?? samples[0];
  if (!current) return null;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = samples[(samples.indexOf(current) + step + samples.length) % samples.length]!;
    choose(next.language);
    document.getElementById(`${endpointId}--sample-${next.language}`)?.focus();
  };
  return (
    <section className="samples">
      <h3>Request samples</h3>
      <div role="tablist" aria-label="Sample language" className="sample-tabs" onKeyDown={onKeyDown}>
        {samples.map((s) => (
          <button
            key={s.language}
            id={`${endpointId}--sample-${s.language}`}
            type="button"
            role="tab"
            className="sample-tab"
            aria-selected={s === current}
            aria-controls={`${endpointId}--sample`}
            tabIndex={s === current ? 0 : -1}
            onClick={() => choose(s.language)}
          >
            {s.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${endpointId}--sample`} aria-labelledby={`${endpointId}--sample-${current.language}`}>
        <CodeBlock code={current.code} html={current.html} label={current.label} />
      </div>
    </section>
  );
}
