/**
 * The samples runtime's side of the page protocol: the script the page
 * loads when a card's request samples (or its Try it console) first need
 * it, which writes a request in each sample language and highlights code.
 * Re-exported by `./page-protocol.ts`; nothing here may import Node or
 * browser APIs.
 */

/** Global the samples runtime script sets to its {@link SamplesRuntime}. */
export const SAMPLES_RUNTIME = '__pamdocsSamples';

/**
 * A request as the samples runtime takes it: the HTTP Archive's request
 * (HAR 1.2, `log.entries[].request`) without its sizes and version.
 */
export interface SampleRequest {
  method: string;
  /** Absolute URL, its query left to `queryString`. */
  url: string;
  headers: { name: string; value: string }[];
  queryString: { name: string; value: string }[];
  cookies: { name: string; value: string }[];
  /** The body: `text`, or for forms `params` (a file part has `fileName`). */
  postData?: { mimeType: string; text?: string; params?: { name: string; value?: string; fileName?: string }[] };
}

/**
 * Code longer than this (characters, 20 KiB) the runtime does not highlight:
 * a webhook's sample with a long payload would keep the page busy for tens
 * of milliseconds for colour alone. A longer response body is highlighted up
 * to a line before it, the rest shown plain.
 */
export const MAX_HIGHLIGHTED_CHARS = 20 * 1024;

/**
 * What the samples runtime script provides: a request written in each of
 * the page's sample languages (by a well-kept snippet library), and code
 * highlighted as escaped text in `hljs-*` spans.
 */
export interface SamplesRuntime {
  /** `request` in the language `target` (`templates/site/src/sample-targets.ts`: `curl`, `python`...); '' for an unknown one. */
  write(target: string, request: SampleRequest): string;
  /** `code` highlighted as the language named `lang` (a target id, `json`, or a written sample's language); null for a language it does not know, or code too long to highlight. */
  highlight(code: string, lang: string): string | null;
}
