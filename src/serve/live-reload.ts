/**
 * Live updates over Server-Sent Events. Open pages listen on
 * `__pamdocs/events`: `update` (a new build: the page swaps its data in place,
 * keeping route and scroll), `problems` (the content has errors: the page
 * keeps the last good build and shows them in an overlay until they are
 * fixed) and `failure` (a rebuild failed with an internal error: the overlay
 * says so, with its message).
 */
import type { Request, Response } from 'express';
import type { Diagnostic } from '../shared/diagnostics.js';
import { LIVE_UPDATE } from '../shared/page-protocol.js';

/** Path of the client script, relative to the site root (a file, so the CSP needs no inline script). */
export const LIVE_SCRIPT = '__pamdocs/live.js';
/** Path of the event stream, relative to the site root. */
export const EVENTS_PATH = '__pamdocs/events';
/** Id of the overlay element. */
export const OVERLAY_ID = 'pamdocs-overlay';

/**
 * The browser side. The overlay is built with DOM and CSSOM calls only (the
 * site's CSP allows no inline style sheet) and shows text, never HTML.
 */
export const LIVE_CLIENT = `(function () {
  var source = new EventSource(${JSON.stringify(EVENTS_PATH)});
  var panel = null;
  function hide() { if (panel) { panel.remove(); panel = null; } }
  function show(heading, lines) {
    hide();
    panel = document.createElement('section');
    panel.id = ${JSON.stringify(OVERLAY_ID)};
    panel.setAttribute('role', 'alert');
    panel.setAttribute('aria-label', 'Content problems');
    var s = panel.style;
    s.position = 'fixed'; s.left = '0'; s.right = '0'; s.bottom = '0'; s.maxHeight = '50vh'; s.overflow = 'auto';
    s.zIndex = '2147483647'; s.background = '#1c1c1f'; s.color = '#f4f4f5'; s.padding = '12px 16px';
    s.font = '13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace'; s.borderTop = '3px solid #e5484d';
    var title = document.createElement('strong');
    title.textContent = heading;
    panel.appendChild(title);
    var list = document.createElement('ul');
    list.style.margin = '8px 0 0'; list.style.padding = '0'; list.style.listStyle = 'none';
    lines.forEach(function (line) {
      var item = document.createElement('li');
      item.textContent = line;
      list.appendChild(item);
    });
    panel.appendChild(list);
    document.body.appendChild(panel);
  }
  source.addEventListener('problems', function (event) {
    var problems = JSON.parse(event.data);
    show('pamdocs: ' + problems.length + (problems.length === 1 ? ' problem' : ' problems') +
      ' in the content. The page shows the last good build until they are fixed.',
      problems.map(function (d) { return d.file + ':' + d.line + ':' + d.column + '  ' + d.severity + '  ' + d.message + '  ' + d.rule; }));
  });
  source.addEventListener('failure', function (event) {
    show('pamdocs: the rebuild failed with an internal error (a bug of pamdocs, not of the content). ' +
      'The page shows the last good build; the terminal has the details.', ['internal error: ' + JSON.parse(event.data).message]);
  });
  source.addEventListener('update', function (event) {
    hide();
    var data = JSON.parse(event.data);
    // A page's own policy cannot change: one that now allows other requests (tryIt, servers) is loaded again.
    var policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
    if (policy && policy.getAttribute('content') !== data.policy) return location.reload();
    var live = window[${JSON.stringify(LIVE_UPDATE)}];
    if (typeof live === 'function') live(data.index, data.groups, data.inline).catch(function () { location.reload(); });
    else location.reload();
  });
})();
`;

/**
 * What a rebuild tells the open pages: the new index script, each group's
 * script by route (so the open one loads at once), and the JSON payloads of
 * the new ones among them by path (`inline`, JSON text: the page uses them
 * instead of loading those scripts), and the pages' Content-Security-Policy
 * (a page whose own differs loads again); or the content's errors; or the
 * message of an internal error.
 */
export type LiveEvent =
  | { type: 'update'; index: string; groups: Record<string, { id: string; asset: string }>; inline: Record<string, string>; policy: string }
  | { type: 'problems'; diagnostics: Diagnostic[] }
  | { type: 'failure'; message: string };

/** The open event streams, and the last event (sent to pages that connect later). */
export class LiveReload {
  private readonly clients = new Set<Response>();
  private last: LiveEvent | undefined;

  /** Express handler for {@link EVENTS_PATH}. */
  readonly handler = (req: Request, res: Response): void => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.write('retry: 500\n\n');
    if (this.last && this.last.type !== 'update') res.write(format(this.last));
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  };

  /** Sends `event` to every open page. */
  send(event: LiveEvent): void {
    this.last = event;
    const text = format(event);
    for (const res of this.clients) res.write(text);
  }

  /** Ends every stream (on shutdown). */
  close(): void {
    for (const res of this.clients) res.end();
    this.clients.clear();
  }
}

/**
 * An event as Server-Sent Events text. The inline payloads are JSON already
 * (one line: JSON escapes line breaks in strings) and go in as they are, so
 * the page parses each byte once.
 */
function format(event: LiveEvent): string {
  const data =
    event.type === 'update'
      ? `{"index":${JSON.stringify(event.index)},"groups":${JSON.stringify(event.groups)},"inline":{${Object.entries(event.inline)
          .map(([asset, json]) => `${JSON.stringify(asset)}:${json}`)
          .join(',')}},"policy":${JSON.stringify(event.policy)}}`
      : event.type === 'problems'
        ? JSON.stringify(event.diagnostics)
        : JSON.stringify({ message: event.message });
  return `event: ${event.type}\ndata: ${data}\n\n`;
}
