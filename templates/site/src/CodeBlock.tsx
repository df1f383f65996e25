import { useId, useMemo, useRef, type RefObject } from 'react';
import { CopyButton } from './CopyButton.js';
import { useNear } from './near.js';
import { useSamplesRuntime } from './samples.js';

/**
 * Code in a monospace block with a label (e.g. its content type) and a copy
 * button. `html` is the code highlighted by the samples runtime (escaped
 * text in `hljs-*` spans); without it, `code` shows as plain text. The copy
 * button copies the text of the block as shown, so highlighted code needs no
 * plain copy. The block scrolls sideways, so it is a focusable group named
 * by its label: the keyboard can scroll it (a `pre` itself may not carry a
 * name). `box`: a ref to the block's element.
 */
export function CodeBlock({
  code,
  html,
  label,
  box,
}: {
  code?: string;
  html?: string | null;
  label: string;
  box?: RefObject<HTMLDivElement>;
}) {
  const labelId = useId();
  const shown = useRef<HTMLElement>(null);
  const text = () => (shown.current?.textContent ?? '').replace(/\s+$/, '');
  return (
    <div className="code" ref={box}>
      <div className="code-bar">
        <span id={labelId}>{label}</span>
        <CopyButton text={text} />
      </div>
      <pre tabIndex={0} role="group" aria-labelledby={labelId}>
        {html ? (
          <code ref={shown} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <code ref={shown}>{(code ?? '').replace(/\s+$/, '')}</code>
        )}
      </pre>
    </div>
  );
}

/** Whether `text` parses as JSON. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * An example body as written: plain text, highlighted as JSON in the page
 * once the block comes near the viewport, when it parses as JSON (no build
 * highlights or ships an example's markup).
 */
export function ExampleBlock({ example, label }: { example: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const runtime = useSamplesRuntime(useNear(box));
  const html = useMemo(() => (runtime && isJson(example) ? runtime.highlight(example, 'json') : null), [runtime, example]);
  return <CodeBlock code={example} html={html} label={label} box={box} />;
}
