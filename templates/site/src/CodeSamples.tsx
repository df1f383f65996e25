import { useMemo, useRef, type KeyboardEvent } from 'react';
import type { Endpoint, SecurityScheme, WrittenSample } from '../../../src/shared/site-model.js';
import { CodeBlock } from './CodeBlock.js';
import { requestOf, type RequestValues } from './request.js';
import { SAMPLE_TARGETS, targetOfLang } from './sample-targets.js';
import { useNear } from './near.js';
import { useSampleLanguage, useSamplesRuntime } from './samples.js';

/** A tab of the samples: a written sample, or a language the runtime writes the request in. */
interface Tab {
  /** The remembered choice it answers to: its target id, or for a written sample of another language its label. */
  key: string;
  label: string;
  written?: WrittenSample;
}

/** The tabs: the written samples first (each standing in for the language it is in), then the other languages. */
function tabsOf(written: readonly WrittenSample[]): Tab[] {
  const taken = new Set<string>();
  const tabs: Tab[] = written.map((w, i) => {
    // Two samples in one language: the second answers to its label, not to the language.
    const key = [targetOfLang(w.lang), w.label.toLowerCase(), `sample-${i}`].find((k) => k !== undefined && !taken.has(k))!;
    taken.add(key);
    return { key, label: w.label, written: w };
  });
  return [...tabs, ...SAMPLE_TARGETS.filter((t) => !taken.has(t.id)).map((t) => ({ key: t.id, label: t.label }))];
}

/** What a card's samples are written from. */
interface SampleProps {
  endpoint: Endpoint;
  /** The base URL they call. */
  baseUrl: string;
  schemes: SecurityScheme[];
  /** The values they send (an environment's); undefined: a sample's ({@link sampleValues}). */
  values?: RequestValues | undefined;
}

/**
 * An endpoint's request samples: the samples its content writes, then the
 * request in each language of `sample-targets.ts`, written and highlighted
 * in the page by the samples runtime once the card comes near the viewport
 * (`request.ts` says what a sample sends). The language choice is shared by
 * every endpoint and remembered (localStorage); arrow keys move between
 * languages.
 */
export function CodeSamples(props: SampleProps) {
  const section = useRef<HTMLElement>(null);
  // Until the card comes near, the section is its heading alone: a group of hundreds of cards renders no tab list it will not show.
  const near = useNear(section);
  return (
    <section className="samples" ref={section} aria-busy={!near}>
      <h3>Request samples</h3>
      {near && <SampleTabs {...props} />}
    </section>
  );
}

/** The tabs of a card's samples and the shown one, written once the runtime is there. */
function SampleTabs({ endpoint: ep, baseUrl, schemes, values }: SampleProps) {
  const tabs = useMemo(() => tabsOf(ep.codeSamples), [ep.codeSamples]);
  const [language, choose] = useSampleLanguage();
  const current = tabs.find((t) => t.key === language) ?? tabs[0]!;
  const runtime = useSamplesRuntime(true);
  const prepared = useMemo(() => requestOf(ep, baseUrl, schemes, values), [ep, baseUrl, schemes, values]);
  const shown = useMemo(() => {
    if (!runtime) return undefined;
    if (current.written) return { code: current.written.source, html: runtime.highlight(current.written.source, current.written.lang) };
    const code = prepared.restore(runtime.write(current.key, prepared.request));
    return { code, html: runtime.highlight(code, current.key) };
  }, [runtime, current, prepared]);
  const idOf = (tab: Tab) => `${ep.id}--sample-${tabs.indexOf(tab)}`;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length]!;
    choose(next.key);
    document.getElementById(idOf(next))?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label="Sample language" className="sample-tabs" onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.key}
            id={idOf(t)}
            type="button"
            role="tab"
            className="sample-tab"
            aria-selected={t === current}
            aria-controls={`${ep.id}--sample`}
            tabIndex={t === current ? 0 : -1}
            onClick={() => choose(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ep.id}--sample`} aria-labelledby={idOf(current)} aria-busy={shown === undefined}>
        <CodeBlock code={shown?.code ?? ''} html={shown?.html} label={current.label} />
      </div>
    </>
  );
}
