import { useId, useRef } from 'react';
import { CopyButton } from './CopyButton.js';

/**
 * Code in a monospace block with a label (e.g. its content type) and a copy
 * button. `html` is the code highlighted at build time (escaped text in
 * `hljs-*` spans); without it, `code` shows as plain text. The copy button
 * copies the text of the block as shown, so highlighted code needs no plain
 * copy (a code sample comes in one). The block scrolls sideways, so it is a
 * focusable group named by its label: the keyboard can scroll it (a `pre`
 * itself may not carry a name).
 */
export function CodeBlock({ code, html, label }: { code?: string; html?: string | null; label: string }) {
  const labelId = useId();
  const shown = useRef<HTMLElement>(null);
  const text = () => (shown.current?.textContent ?? '').replace(/\s+$/, '');
  return (
    <div className="code">
      <div className="code-bar">
        <span id={labelId}>{label}</span>
        <CopyButton text={text} />
      </div>
      <pre tabIndex={0} role="group" aria-labelledby={labelId}>
        {html ? <code ref={shown} dangerouslySetInnerHTML={{ __html: html }} /> : <code ref={shown}>{(code ?? '').replace(/\s+$/, '')}</code>}
      </pre>
    </div>
  );
}
