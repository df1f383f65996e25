import { useId } from 'react';
import { CopyButton } from './CopyButton.js';

/**
 * Code in a monospace block with a label (e.g. its content type) and a copy
 * button. `html` is the same code highlighted at build time (escaped text in
 * `hljs-*` spans); without it the code shows as plain text. The block scrolls
 * sideways, so it is a focusable group named by its label: the keyboard can
 * scroll it (a `pre` itself may not carry a name).
 */
export function CodeBlock({ code, html, label }: { code: string; html?: string | null; label: string }) {
  const text = code.replace(/\s+$/, '');
  const labelId = useId();
  return (
    <div className="code">
      <div className="code-bar">
        <span id={labelId}>{label}</span>
        <CopyButton text={text} />
      </div>
      <pre tabIndex={0} role="group" aria-labelledby={labelId}>
        {html ? <code dangerouslySetInnerHTML={{ __html: html }} /> : <code>{text}</code>}
      </pre>
    </div>
  );
}
