/**
 * Live reload over Server-Sent Events: browsers open `__pamdocs/events`; a
 * successful rebuild sends `reload`.
 */
import type { Request, Response } from 'express';

/** Path of the client script, relative to the site root (a file, so the CSP needs no inline script). */
export const LIVE_SCRIPT = '__pamdocs/live.js';
/** Path of the event stream, relative to the site root. */
export const EVENTS_PATH = '__pamdocs/events';

/** The browser side: reloads the page when told. */
export const LIVE_CLIENT = `(function(){var s=new EventSource(${JSON.stringify(EVENTS_PATH)});s.addEventListener('reload',function(){location.reload()});})();\n`;

/** The open event streams. */
export class LiveReload {
  private readonly clients = new Set<Response>();

  /** Express handler for {@link EVENTS_PATH}. */
  readonly handler = (req: Request, res: Response): void => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.write('retry: 500\n\n');
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  };

  /** Sends `event` to every open page. */
  send(event: string, data = ''): void {
    for (const res of this.clients) res.write(`event: ${event}\ndata: ${data}\n\n`);
  }

  /** Ends every stream (on shutdown). */
  close(): void {
    for (const res of this.clients) res.end();
    this.clients.clear();
  }
}
