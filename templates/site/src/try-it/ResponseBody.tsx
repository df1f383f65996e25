/**
 * The body of a Try it response (docs/guides/site.md, The Try it console): its first
 * 32 KB at once, JSON indented, the first lines highlighted once the page is
 * idle; 32 KB more at a time up to 512 KB, each chunk a block of its own (adding
 * one lays out that block, not all the text again), and the whole body as a
 * download. Shown as text, never as HTML.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { MAX_HIGHLIGHTED_CHARS, type SamplesRuntime } from '../../../../src/shared/page-protocol.js';
import { CopyButton } from '../CopyButton.js';
import { isJson } from './BodyEditor.js';
import { CHUNK_BYTES, JsonIndenter, MAX_SHOWN_BYTES, sizeText } from './response-body.js';
import type { Outcome } from './send.js';

/** A block of the body as shown: whole lines (the last block may end inside one), and once highlighted, its HTML. */
interface Block {
  text: string;
  html?: string | null;
}

/** What the body shows: its blocks, whether as JSON, and the indenter that goes on with the next chunk. */
interface View {
  blocks: Block[];
  json: boolean;
  indenter: JsonIndenter;
}

/** Whether a body whose first chunk is `start` shows as JSON: its type says so or it starts like JSON, and when `whole` (all of it), it parses. */
function showsAsJson(start: string, contentType: string, whole: boolean): boolean {
  if (!isJson(contentType) && !/^\s*[[{]/.test(start)) return false;
  if (!whole) return true;
  try {
    JSON.parse(start);
    return true;
  } catch {
    return false;
  }
}

/** The first view of `outcome`'s body: JSON's first lines (as many as the highlighter takes) a block of their own, to highlight. */
function firstView(outcome: Extract<Outcome, { kind: 'response' }>): View {
  const json = showsAsJson(outcome.start, outcome.contentType, outcome.body.done);
  const indenter = new JsonIndenter();
  const text = json ? indenter.push(outcome.start) : outcome.start;
  const cut = text.length <= MAX_HIGHLIGHTED_CHARS ? text.length : text.lastIndexOf('\n', MAX_HIGHLIGHTED_CHARS) + 1;
  const blocks = json && cut > 0 && cut < text.length ? [{ text: text.slice(0, cut) }, { text: text.slice(cut) }] : [{ text }];
  return { blocks, json, indenter };
}

/** `view` with `added` text: the last block's unfinished line moves into a new block with it, so no line is split across two. */
function withMore(view: View, added: string): View {
  const last = view.blocks.at(-1)!;
  const end = last.text.lastIndexOf('\n') + 1;
  const kept = end > 0 ? [...view.blocks.slice(0, -1), { ...last, text: last.text.slice(0, end) }] : view.blocks.slice(0, -1);
  return { ...view, blocks: [...kept, { text: last.text.slice(end) + added }] };
}

/** A download of the whole of `blob` (a link to an object URL of it, revoked when the view goes). */
function Download({ blob, json }: { blob: Blob; json: boolean }) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <a className="btn btn-small" href={url} download={json ? 'response.json' : 'response.txt'}>
      Download the whole body ({sizeText(blob.size)})
    </a>
  );
}

/** The body of `outcome`; `runtime` highlights JSON's first lines once loaded and the page is idle. */
export function ResponseBody({
  outcome,
  runtime,
}: {
  outcome: Extract<Outcome, { kind: 'response' }>;
  runtime: SamplesRuntime | undefined;
}) {
  const { body } = outcome;
  const labelId = useId();
  const pre = useRef<HTMLPreElement>(null);
  const [view, setView] = useState(() => firstView(outcome));
  const [shownFor, setShownFor] = useState(outcome);
  if (shownFor !== outcome) {
    // Another response: its own start.
    setShownFor(outcome);
    setView(firstView(outcome));
  }
  const [busy, setBusy] = useState(false);
  const head = view.blocks[0]!;
  useEffect(() => {
    if (!view.json || !runtime || head.html !== undefined) return undefined;
    // A task of its own, once the page is idle: the text shows first.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() =>
      setView((v) =>
        v.blocks[0] === head ? { ...v, blocks: [{ ...head, html: runtime.highlight(head.text, 'json') }, ...v.blocks.slice(1)] } : v,
      ),
    );
    return () => cancel(handle);
  }, [view.json, runtime, head]);
  const more = (): void => {
    if (busy) return;
    setBusy(true);
    void body.next().then((next) => {
      // Indented once, here: the indenter carries on from the last chunk.
      const added = view.json ? view.indenter.push(next) : next;
      setView((v) => withMore(v, added));
      setBusy(false);
    });
  };
  if (view.blocks.every((b) => b.text === '')) return <p className="muted">No body.</p>;
  return (
    <>
      <div className="code">
        <div className="code-bar">
          <span id={labelId}>Response body{outcome.contentType ? ` · ${outcome.contentType}` : ''}</span>
          <CopyButton text={() => (pre.current?.textContent ?? '').replace(/\s+$/, '')} />
        </div>
        <pre tabIndex={0} role="group" aria-labelledby={labelId} ref={pre}>
          <code className="try-body-blocks">
            {view.blocks.map((b, i) =>
              b.html ? (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the highlighter's output, the body's text escaped in hljs spans
                <span key={i} dangerouslySetInnerHTML={{ __html: b.html }} />
              ) : (
                <span key={i}>{b.text}</span>
              ),
            )}
          </code>
        </pre>
      </div>
      {!body.done && (
        <div className="try-more">
          <p className="try-note">
            Showing the first {sizeText(body.read)} of {sizeText(body.blob.size)}.
          </p>
          {body.read < MAX_SHOWN_BYTES && (
            <button type="button" className="btn btn-small" aria-disabled={busy} onClick={more}>
              Show the next {sizeText(CHUNK_BYTES)}
            </button>
          )}
          <Download blob={body.blob} json={view.json} />
        </div>
      )}
    </>
  );
}
