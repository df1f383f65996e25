/**
 * The parts of one operation as the site model holds them: its method,
 * parameters, bodies in their media types, responses, errors and the code
 * samples the content writes (`./site-model.ts` re-exports them; plain
 * data, no Node or browser API).
 */
import type { JsonValue, PropertyTree } from './property-tree.js';

/**
 * The HTTP methods of OpenAPI 3.2's Path Item Object fields: RFC 9110 §9's,
 * PATCH (RFC 5789) and QUERY (draft-ietf-httpbis-safe-method-w-body). An
 * operation may use any other method too ({@link HttpMethod}).
 */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'QUERY'] as const;
/** One of {@link HTTP_METHODS}. */
export type StandardMethod = (typeof HTTP_METHODS)[number];
/**
 * The method of an operation, upper case: one of {@link HTTP_METHODS} or any
 * other name that matches {@link METHOD_TOKEN} (OpenAPI 3.2's
 * `additionalOperations`: `LINK`, `PURGE`…).
 */
export type HttpMethod = StandardMethod | (string & {});
/** An upper-case HTTP method name: an RFC 9110 §5.6.2 token without lower-case letters. */
export const METHOD_TOKEN = /^[A-Z0-9!#$%&'*+.^_`|~-]+$/;

/**
 * Where a parameter travels. `path`, `query`, `header` and `cookie` are the
 * OpenAPI 3.1 locations; `querystring` is OpenAPI 3.2's whole query string
 * as one value (in the media type of the parameter's `contentType`); `body`
 * is a named value sent as the request body (the PAM source documents
 * several such parameters).
 */
export const PARAMETER_LOCATIONS = ['path', 'query', 'querystring', 'header', 'cookie', 'body'] as const;
/** The media type of a `querystring` parameter that names none: an HTML form's, the one OpenAPI 3.2's examples of `querystring` use. */
export const QUERYSTRING_TYPE = 'application/x-www-form-urlencoded';
/** One of {@link PARAMETER_LOCATIONS}. */
export type ParameterLocation = (typeof PARAMETER_LOCATIONS)[number];

/** A parameter of an operation. */
export interface Parameter {
  name: string;
  in: ParameterLocation;
  /** Its schema as a property tree; `schema.type` is the type its row shows after its name. */
  schema: PropertyTree;
  required: boolean;
  deprecated: boolean;
  /** Plain text; empty when none. */
  description: string;
  /** The description as sanitized HTML, when it holds Markdown (rendered at build time): shown instead of the text. */
  descriptionHtml?: string;
  /** An example value, or null. */
  example: JsonValue | null;
  /** The media type the value is serialized in: set for a `querystring` parameter (the whole query string) only. */
  contentType?: string;
}

/** A body in one media type. */
export interface MediaType {
  /** MIME type, e.g. `application/json` or `multipart/form-data`. */
  contentType: string;
  /** The schema of the body as a property tree (of each item, for a stream), or null when none is documented. */
  schema: PropertyTree | null;
  /**
   * For a body that is a stream of items (an item schema, OpenAPI 3.2's sequential media types), what the card says
   * above the item's tree, e.g. "Stream of events (server-sent events). Each event:"; absent for any other body.
   */
  stream?: string;
  /** The example body exactly as written, or null (the page highlights a JSON one). */
  example: string | null;
}

/** The request body of an operation. */
export interface RequestBody {
  /** Plain text; empty when none. */
  description: string;
  /** The description as sanitized HTML, when it holds Markdown (rendered at build time): shown instead of the text. */
  descriptionHtml?: string;
  required: boolean;
  /** The body in each media type it may take, the first the main one; none when it says no media type, schema or example. */
  content: MediaType[];
}

/** A header of a documented response. */
export interface ResponseHeader {
  name: string;
  /** Plain text; empty when none. */
  description: string;
  /** The description as sanitized HTML, when it holds Markdown (rendered at build time): shown instead of the text. */
  descriptionHtml?: string;
  required: boolean;
  schema: PropertyTree;
}

/** A documented response. */
export interface ResponseCase {
  /** HTTP status code (100-599), a class such as `4XX`, or `default`. */
  status: number | string;
  /** Its short line (OpenAPI 3.2 `summary`), shown before the description; empty when none. */
  summary: string;
  /** Plain text; empty when none. */
  description: string;
  /** The description as sanitized HTML, when it holds Markdown (rendered at build time): shown instead of the text. */
  descriptionHtml?: string;
  /** The body in each media type it may come in; empty when it has none documented. */
  content: MediaType[];
  headers: ResponseHeader[];
}

/** A documented error of an operation. */
export interface ErrorCase {
  /** HTTP status code, 100-599. */
  status: number;
  /** The error string the platform returns, or null when it returns no text. */
  message: string | null;
  /** Its short line (OpenAPI 3.2 `summary`), shown before the description; empty when none. */
  summary: string;
  /** When it happens, in plain text; empty when not said. */
  description: string;
  /** The description as sanitized HTML, when it holds Markdown (rendered at build time): shown instead of the text. */
  descriptionHtml?: string;
  /** MIME type of its body, or '' when not said. */
  contentType: string;
  /** The schema of its body as a property tree (of each item, for a stream), or null when not documented. */
  schema: PropertyTree | null;
  /** What the card says above the item's tree of a body that is a stream (see {@link MediaType.stream}). */
  stream?: string;
  /** The example body exactly as written, or null (the page highlights a JSON one). */
  example: string | null;
  /** Headers of the error response. */
  headers: ResponseHeader[];
}

/**
 * A code sample written in the content (`codeSamples` in frontmatter, an
 * operation's `x-codeSamples` or `x-code-samples` in an OpenAPI document),
 * shown before the samples the page generates; its source is text, shown as
 * text (highlighted in the page).
 */
export interface WrittenSample {
  /** Its language as written, e.g. `Python`, `cURL`, `javascript`: the page highlights the ones it knows. */
  lang: string;
  /** Its tab's label: `label` as written, else `lang`. */
  label: string;
  /** The code. */
  source: string;
}
