import { CopyButton } from './CopyButton.js';

/**
 * Code in a monospace block with a label (e.g. its content type) and a copy
 * button. `html` is the same code highlighted at build time (escaped text in
 * `hljs-*` spans); without it the code shows as plain text.
 */
export function CodeBlock({ code, html, label }: { code: string; html?: string | null; label: string }) {
  const text = code.replace(/\s+$/, '');
  return (
    <div className="code">
      <div className="code-bar">
        <span>{label}</span>
        <CopyButton text={text} />
      </div>
      <pre tabIndex={0} aria-label={label}>
        {html ? <code dangerouslySetInnerHTML={{ __html: html }} /> : <code>{text}</code>}
      </pre>
    </div>
  );
}
