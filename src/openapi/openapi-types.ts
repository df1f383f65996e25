/**
 * The parts of an OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.1),
 * and of 3.2 (https://spec.openapis.org/oas/v3.2.0), the import reads. Anything may be a Reference Object (`$ref`) where the
 * specification allows one; values are as loose as real documents are.
 */
import { METHOD_TOKEN } from '../shared/site-operation.js';

/** A JSON object of the document. */
export type Json = Record<string, unknown>;

/** A Reference Object. */
export interface Reference {
  $ref: string;
  description?: string;
  summary?: string;
}

/** A Parameter Object. */
export interface Parameter {
  name: string;
  in: string;
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: unknown;
  content?: Record<string, MediaType | Reference>;
  example?: unknown;
  examples?: Record<string, Example | Reference>;
}

/** An Example Object (`dataValue` and `serializedValue` are OpenAPI 3.2's: the value as data, and as sent). */
export interface Example {
  summary?: string;
  value?: unknown;
  /** The example as data (3.2): what `value` was. */
  dataValue?: unknown;
  /** The example as sent, serialized (3.2): a text. */
  serializedValue?: string;
  externalValue?: string;
}

/** A Media Type Object. */
export interface MediaType {
  schema?: unknown;
  /** The schema of each item of a sequential media type (3.2), e.g. one event of `text/event-stream`. */
  itemSchema?: unknown;
  example?: unknown;
  examples?: Record<string, Example | Reference>;
}

/** A Request Body Object. */
export interface RequestBody {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaType | Reference>;
}

/** A Header Object. */
export interface Header {
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: unknown;
  content?: Record<string, MediaType | Reference>;
  example?: unknown;
  examples?: Record<string, Example | Reference>;
}

/** A Response Object. */
export interface Response {
  /** Its short line (3.2). */
  summary?: string;
  /** Required before 3.2. */
  description?: string;
  headers?: Record<string, Header | Reference>;
  content?: Record<string, MediaType | Reference>;
  /** Operations a caller may call next, by name (Link Objects). */
  links?: Record<string, { operationId?: string; operationRef?: string } | Reference>;
}

/** A Security Requirement Object: scheme names to the scopes needed. */
export type SecurityRequirement = Record<string, string[]>;

/** An Operation Object. */
export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: (Parameter | Reference)[];
  requestBody?: RequestBody | Reference;
  responses?: Record<string, Response | Reference>;
  security?: SecurityRequirement[];
  /** Code samples written for the operation (Redocly's extension; `x-code-samples` is its older name). */
  'x-codeSamples'?: unknown;
  'x-code-samples'?: unknown;
  /** ReadMe's extensions, among them `code-samples`. */
  'x-readme'?: unknown;
  /** Whether it is left out of the docs (Redocly's `x-internal`, ReadMe's and others' `x-hidden`). */
  'x-internal'?: boolean;
  'x-hidden'?: boolean;
}

/** A Path Item Object: its operations by method (OpenAPI 3.2's `additionalOperations` by any other method's name), and the parameters they share. */
export type PathItem = {
  parameters?: (Parameter | Reference)[];
  summary?: string;
  description?: string;
  additionalOperations?: Record<string, Operation>;
  'x-internal'?: boolean;
  'x-hidden'?: boolean;
} & Partial<Record<(typeof OPERATION_METHODS)[number], Operation>>;

/** The methods a Path Item has a field for, in the order OpenAPI 3.2 lists them (3.0 and 3.1 have all but `query`). */
export const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;

/** An operation of a path item. */
export interface ItemOperation {
  /** Its method as the document writes it: a field's name (`get`, `query`) or a key of `additionalOperations` (`PURGE`). */
  method: string;
  /** The JSON pointer tokens from the path item to the operation: `['get']`, `['additionalOperations', 'PURGE']`. */
  tokens: string[];
  op: Operation;
}

/** An RFC 9110 §5.6.2 token in any case: what a method's name is made of ({@link METHOD_TOKEN} with lower-case letters too). */
const TOKEN = new RegExp(METHOD_TOKEN.source, 'i');

/**
 * The operations of a path item in the order OpenAPI 3.2 lists them: those
 * of its method fields, then those of `additionalOperations` in document
 * order. An additional one whose name is not a token, or is a method field's
 * in another case (3.2 forbids both: `POST` belongs in `post`), is left out;
 * so is an entry that is not an object.
 */
export function itemOperations(item: PathItem): ItemOperation[] {
  const isObject = <T>(value: T | undefined): value is T => typeof value === 'object' && value !== null && !Array.isArray(value);
  const fields = OPERATION_METHODS.flatMap((method) => (isObject(item[method]) ? [{ method, tokens: [method], op: item[method] }] : []));
  const more = item.additionalOperations;
  if (!isObject(more)) return fields;
  const fixed = new Set<string>(OPERATION_METHODS);
  return [
    ...fields,
    ...Object.entries(more).flatMap(([method, op]) =>
      TOKEN.test(method) && !fixed.has(method.toLowerCase()) && isObject(op)
        ? [{ method, tokens: ['additionalOperations', method], op }]
        : [],
    ),
  ];
}

/**
 * Where an operation of `method` is written in its path item, as JSON
 * pointer tokens (what {@link itemOperations} gives as `tokens`): a field of
 * its lower-case name (`get`, `query`), or for any other method OpenAPI
 * 3.2's `additionalOperations` under its name.
 */
export function itemTokens(method: string): string[] {
  const field = method.toLowerCase();
  return (OPERATION_METHODS as readonly string[]).includes(field) ? [field] : ['additionalOperations', method];
}

/** A Tag Object. */
export interface Tag {
  name: string;
  /** Its short title (OpenAPI 3.2). */
  summary?: string;
  description?: string;
  /** The name of the tag it is nested in (OpenAPI 3.2). */
  parent?: string;
  /** What it is (OpenAPI 3.2): `nav` (a group), or another value of the registry (`badge`, `audience`…). */
  kind?: string;
  externalDocs?: { url?: string; description?: string };
  /** Its title (Redoc's extension). */
  'x-displayName'?: string;
  /** Whether it is prose, not a group (Redoc's extension). */
  'x-traitTag'?: boolean;
  'x-internal'?: boolean;
  'x-hidden'?: boolean;
}

/** A Security Scheme Object. */
export interface SecurityScheme {
  type: string;
  description?: string;
  scheme?: string;
  bearerFormat?: string;
  in?: string;
  name?: string;
  /** The OAuth 2 flows by name (`authorizationCode`, `clientCredentials`, `implicit`, `password`, and 3.2's `deviceAuthorization`). */
  flows?: Record<
    string,
    { authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string; deviceAuthorizationUrl?: string; scopes?: Record<string, string> }
  >;
  openIdConnectUrl?: string;
  /** OAuth 2: the authorization server's metadata (RFC 8414), which gives its endpoints (3.2). */
  oauth2MetadataUrl?: string;
  /** Still accepted, but going away (3.2). */
  deprecated?: boolean;
}

/** The OpenAPI document. */
export interface OpenApi {
  openapi: string;
  info?: { title?: string; description?: string; summary?: string; version?: string };
  servers?: {
    url: string;
    /** Its name, e.g. `Production` (3.2). */
    name?: string;
    description?: string;
    variables?: Record<string, { default?: string; enum?: unknown[]; description?: string }>;
  }[];
  paths?: Record<string, PathItem | Reference>;
  /** Requests the API makes to its callers (OpenAPI 3.1), by name. */
  webhooks?: Record<string, PathItem | Reference>;
  components?: {
    schemas?: Record<string, unknown>;
    parameters?: Record<string, Parameter | Reference>;
    requestBodies?: Record<string, RequestBody | Reference>;
    responses?: Record<string, Response | Reference>;
    headers?: Record<string, Header | Reference>;
    examples?: Record<string, Example | Reference>;
    securitySchemes?: Record<string, SecurityScheme | Reference>;
    /** Media Type Objects a `content` map refers to (3.2). */
    mediaTypes?: Record<string, MediaType | Reference>;
  };
  security?: SecurityRequirement[];
  tags?: Tag[];
  'x-tagGroups'?: { name: string; tags: string[] }[];
}
