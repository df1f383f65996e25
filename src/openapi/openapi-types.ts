/**
 * The parts of an OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.1)
 * the import reads. Anything may be a Reference Object (`$ref`) where the
 * specification allows one; values are as loose as real documents are.
 */

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
  content?: Record<string, MediaType>;
  example?: unknown;
  examples?: Record<string, Example | Reference>;
}

/** An Example Object. */
export interface Example {
  summary?: string;
  value?: unknown;
  externalValue?: string;
}

/** A Media Type Object. */
export interface MediaType {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, Example | Reference>;
}

/** A Request Body Object. */
export interface RequestBody {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaType>;
}

/** A Header Object. */
export interface Header {
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: unknown;
  content?: Record<string, MediaType>;
  example?: unknown;
  examples?: Record<string, Example | Reference>;
}

/** A Response Object. */
export interface Response {
  description?: string;
  headers?: Record<string, Header | Reference>;
  content?: Record<string, MediaType>;
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

/** A Path Item Object: its operations by method, and the parameters they share. */
export type PathItem = {
  parameters?: (Parameter | Reference)[];
  summary?: string;
  description?: string;
  'x-internal'?: boolean;
  'x-hidden'?: boolean;
} & Partial<Record<(typeof OPERATION_METHODS)[number], Operation>>;

/** The methods a Path Item may hold an operation for, in the order the specification lists them. */
export const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

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
}

/** The OpenAPI document. */
export interface OpenApi {
  openapi: string;
  info?: { title?: string; description?: string; summary?: string; version?: string };
  servers?: {
    url: string;
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
  };
  security?: SecurityRequirement[];
  tags?: Tag[];
  'x-tagGroups'?: { name: string; tags: string[] }[];
}
