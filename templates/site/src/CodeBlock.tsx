import { CopyButton } from './CopyButton.js';

/** An example in a monospace block with a label (e.g. its content type) and a copy button. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const text = code.replace(/\s+$/, '');
  return (
    <div className="code">
      <div className="code-bar">
        <span>{label}</span>
        <CopyButton text={text} />
      </div>
      <pre>
        <code>{text}</code>
      </pre>
    </div>
  );
}
