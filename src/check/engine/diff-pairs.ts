/**
 * What the comparison of two OpenAPI documents gives the diff rules: the
 * parts of the base (the document before) and of the head (after) that
 * stand for the same thing, as pairs. A part only one side has is an
 * addition (head only) or a removal (base only). References are followed;
 * each part keeps the pointer of where it is written, so a change is
 * reported at its place: in the head, or for a removal in the base.
 */
import { child } from '../../openapi/pointer.js';
import type { Header, Operation, Parameter, RequestBody, Response, SecurityRequirement } from '../../openapi/openapi-types.js';

/** Which document a part is in. */
export type Side = 'base' | 'head';

/** A part of one of the two documents located: its value, references followed, where it is written (a JSON pointer, `#/paths/~1pets/get`) and its side. */
export interface Located<T> {
  value: T;
  pointer: string;
  side: Side;
}

/** A place to report a change at: a part of either document. */
export type Place = Pick<Located<unknown>, 'pointer' | 'side'>;

/** Reports one change of the pair a diff rule was given, at `at`. */
export type DiffReport = (at: Place, message: string) => void;

/** An operation in the base, the head or both, by path template (parameter names aside) and method. */
export interface EndpointPair {
  /** The path as the head writes it (as the base does for a removal). */
  path: string;
  /** Upper case: `GET`. */
  method: string;
  base?: Located<Operation>;
  head?: Located<Operation>;
  /** True for a removal when the head has no operation at the path at all. */
  pathRemoved: boolean;
}

/** One alternative of an operation's security: each scheme it names, with the scopes it asks of it; and where it is written. */
export interface Alternative {
  schemes: ReadonlyMap<string, ReadonlySet<string>>;
  at: Place;
}

/**
 * An alternative of the base and its counterpart in the head: the same
 * alternative, or the one with the same schemes that shares the most scopes
 * with it. Either side may be missing (an alternative removed or added).
 */
export interface AlternativePair {
  base?: Alternative;
  head?: Alternative;
  /** True for a base alternative whose clients the head lets through by none of its alternatives. */
  refused: boolean;
}

/** The security an operation of both documents requires: its own `security`, else the document's. */
export interface SecurityPair {
  endpoint: EndpointPair;
  base: Located<SecurityRequirement[]>;
  head: Located<SecurityRequirement[]>;
  /** The alternatives of both lists paired (`./diff-security.ts`). */
  alternatives: AlternativePair[];
}

/** A parameter of an operation, by where it goes and its name (a path parameter by its place in the template). */
export interface ParameterPair {
  endpoint: EndpointPair;
  /** `query`, `header`, `path` or `cookie`. */
  in: string;
  /** The head's name of it (the base's for a removal). */
  name: string;
  base?: Located<Parameter>;
  head?: Located<Parameter>;
  /** The `schema` of each side's parameter, references followed (none for a parameter described by `content`). */
  schema: { base?: Located<Schema>; head?: Located<Schema> };
}

/** The request body of an operation. */
export interface RequestBodyPair {
  endpoint: EndpointPair;
  base?: Located<RequestBody>;
  head?: Located<RequestBody>;
}

/** A response of an operation, by status (`200`, `4XX`, `default`). */
export interface ResponsePair {
  endpoint: EndpointPair;
  status: string;
  base?: Located<Response>;
  head?: Located<Response>;
}

/** A header of a response, by name (case aside). */
export interface HeaderPair {
  endpoint: EndpointPair;
  status: string;
  name: string;
  base?: Located<Header>;
  head?: Located<Header>;
}

/** A JSON Schema object of a document, loosely. */
export type Schema = Record<string, unknown>;

/**
 * A property of a request or response body's schema, at any depth: `data/name`,
 * `items/id` for the items of an array. Compared only under a media type
 * both sides have.
 */
export interface PropertyPair {
  endpoint: EndpointPair;
  direction: 'request' | 'response';
  /** The response's status; undefined for the request body. */
  status?: string;
  /** Names from the body's root down, joined by `/`. */
  path: string;
  base?: Located<Schema>;
  head?: Located<Schema>;
  /** Whether the parent object requires it, in each document. */
  required: { base: boolean; head: boolean };
}

/** The checks of a diff rule: one function per kind of pair it looks at. */
export interface DiffChecks {
  endpoint?(pair: EndpointPair, report: DiffReport): void;
  security?(pair: SecurityPair, report: DiffReport): void;
  parameter?(pair: ParameterPair, report: DiffReport): void;
  requestBody?(pair: RequestBodyPair, report: DiffReport): void;
  response?(pair: ResponsePair, report: DiffReport): void;
  header?(pair: HeaderPair, report: DiffReport): void;
  property?(pair: PropertyPair, report: DiffReport): void;
}

/** The kinds of pairs, as {@link DiffChecks} names them. */
export type PairKind = keyof DiffChecks;

/** The pair each kind of check takes. */
export type PairOf<K extends PairKind> = Parameters<NonNullable<DiffChecks[K]>>[0];

/** `METHOD /path` of an endpoint pair: how a change names its operation. */
export const operationOf = (endpoint: EndpointPair): string => `${endpoint.method} ${endpoint.path}`;

/** How a message names a parameter: the query parameter `limit`. */
export const parameterLabel = (pair: Pick<ParameterPair, 'in' | 'name'>): string => `the ${pair.in} parameter \`${pair.name}\``;

/** How a message names a body property: the request property `data/name`, the response property `id` (status 200). */
export const propertyLabel = (pair: Pick<PropertyPair, 'direction' | 'path' | 'status'>): string =>
  pair.direction === 'request' ? `the request property \`${pair.path}\`` : `the response property \`${pair.path}\` (status ${pair.status})`;

/** The media types of a request body or response that only `side` has, each with its place there. */
export function mediaTypesOnlyIn(
  pair: { base?: Located<{ content?: object }>; head?: Located<{ content?: object }> },
  side: Side,
): [media: string, at: Place][] {
  const { base, head } = pair;
  if (!base || !head) return [];
  const [other, own] = side === 'base' ? [head, base] : [base, head];
  const kept = Object.keys(other.value.content ?? {});
  return Object.keys(own.value.content ?? {})
    .filter((media) => !kept.includes(media))
    .map((media) => [media, { side, pointer: child(own.pointer, 'content', media) }]);
}
