import { useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from './constants.js';

/** Copies text with the Clipboard API, falling back to a hidden textarea and `execCommand('copy')`. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'offscreen';
    document.body.appendChild(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

/**
 * A copy button (label "Copy" unless given); after a click it reads "Copied"
 * for {@link COPY_FEEDBACK_MS} (docs/guides/site.md, Timings), announced through an aria-live
 * region. `description` is its accessible name when the label is not enough;
 * it starts with the label, so a speech user can say what they see. `text`
 * is what it copies, or gives it at the click (the text a block shows, or
 * a file fetched then: a rejected promise shows the failure).
 */
export function CopyButton({
  text,
  label = 'Copy',
  description,
}: {
  text: string | (() => string | Promise<string>);
  label?: string;
  description?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onClick = async (): Promise<void> => {
    const ok = await Promise.resolve()
      .then(() => (typeof text === 'string' ? text : text()))
      .then(copyText, () => false);
    window.clearTimeout(timer.current);
    setState(ok ? 'copied' : 'failed');
    timer.current = window.setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
  };
  return (
    <>
      <button
        type="button"
        className={`copy${state === 'copied' ? ' is-copied' : ''}`}
        aria-label={state === 'idle' ? description : undefined}
        onClick={() => void onClick()}
      >
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label}
      </button>
      <span className="sr-only" aria-live="polite">
        {state === 'copied' ? 'Copied to clipboard' : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </>
  );
}
