/**
 * Sequential media types (OpenAPI 3.2, Media Type Object `itemSchema`;
 * https://spec.openapis.org/oas/v3.2.0#sequential-media-types): a body that
 * is a stream of items, each of the same schema, in the stream's own format.
 * Plain data and pure functions, read by the conversion (an item's example
 * in the stream's format), the checks (a stream of JSON texts is no JSON
 * text) and the model (the label a card shows).
 */

/**
 * How a stream writes its items: server-sent events (`text/event-stream`,
 * WHATWG HTML §9.2), JSON texts one a line (`application/jsonl`,
 * `application/x-ndjson`, `application/x-jsonlines`), JSON texts each after
 * a record separator (`application/json-seq`, RFC 7464), or the parts of a
 * multipart body (`multipart/mixed`, RFC 2046 §5.1.3).
 */
export type StreamFormat = 'events' | 'lines' | 'records' | 'parts';

/** The format of each sequential media type pamdocs knows, by its type and subtype. */
const FORMATS: Readonly<Record<string, StreamFormat>> = {
  'text/event-stream': 'events',
  'application/jsonl': 'lines',
  'application/x-ndjson': 'lines',
  'application/x-jsonlines': 'lines',
  'application/json-seq': 'records',
  'multipart/mixed': 'parts',
};

/** The stream format of `contentType` (its parameters ignored), or undefined for a type that is not sequential. */
export function streamFormat(contentType: string | undefined): StreamFormat | undefined {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase();
  return essence ? FORMATS[essence] : undefined;
}

/** The line a card shows above the tree of a stream's item, by format; an item schema of another media type is a stream of items. */
const LABELS: Readonly<Record<StreamFormat | 'items', string>> = {
  events: 'Stream of events (server-sent events). Each event:',
  lines: 'Stream of JSON lines. Each line:',
  records: 'Stream of JSON texts (RFC 7464). Each text:',
  parts: 'Stream of parts (multipart). Each part:',
  items: 'Stream of items. Each item:',
};

/** The label of the item tree of a body in `contentType` that gives an item schema. */
export const streamLabel = (contentType: string | undefined): string => LABELS[streamFormat(contentType) ?? 'items'];

/** The record separator that opens each JSON text of `application/json-seq` (RFC 7464 §2.2). */
const RECORD_SEPARATOR = '\u001e';

/**
 * `items` written as a stream of `format`: one JSON text a line, each after
 * a record separator, or one server-sent event each (its fields one a line
 * in the item's order, a multi-line `data` as `data:` lines, an event
 * ended by a blank line; a field that is no text is written as JSON). No
 * format writes parts: their boundaries are the multipart body's.
 */
export function writeStream(format: StreamFormat, items: readonly unknown[]): string | undefined {
  switch (format) {
    case 'lines':
      return items.map((item) => `${JSON.stringify(item)}\n`).join('');
    case 'records':
      return items.map((item) => `${RECORD_SEPARATOR}${JSON.stringify(item)}\n`).join('');
    case 'events':
      return items.map(eventOf).join('');
    case 'parts':
      return undefined;
  }
}

/** One server-sent event of `item`: an object's fields as `name: value` lines, anything else as its `data`. */
function eventOf(item: unknown): string {
  const fields = typeof item === 'object' && item !== null && !Array.isArray(item) ? Object.entries(item) : [['data', item] as const];
  const lines = fields.flatMap(([name, value]) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return text.split('\n').map((line) => `${name}: ${line}`);
  });
  return `${lines.join('\n')}\n\n`;
}
