/**
 * Operation rules over endpoint frontmatter: one endpoint per method and
 * path and per operation id, path parameters declared exactly as the path names them, examples
 * that parse when they claim JSON, no body on GET, one whole query string, entities that exist.
 * (Status codes outside 100-599 are refused by the schema: `frontmatter/invalid-value`.)
 */
import type { EndpointDocument } from '../../parse/documents.js';
import type { LoadedContent } from '../../parse/load.js';
import { streamFormat } from '../../shared/sequential-media.js';
import { didYouMean } from '../../shared/suggest.js';
import { entityIdsKey } from '../engine/keys.js';
import { atKey } from '../engine/locate.js';
import { defineRule, type Report, type RuleChecks, type RuleContext } from '../engine/rule.js';

/** `{name}` placeholders of a path, in order. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{([^}/]+)\}/g)].map((m) => m[1]!);
}

/** Whether a MIME type is one JSON text (`application/json`, `application/problem+json`, …), not a stream of them (`application/json-seq`). */
export function isJsonType(contentType: string | undefined): boolean {
  return contentType !== undefined && /^application\/(?:[\w.-]+\+)?json\b/i.test(contentType.trim()) && !streamFormat(contentType);
}

/** A document check of endpoint documents only. */
export function endpoints(check: (doc: EndpointDocument, report: Report, ctx: RuleContext) => void): RuleChecks['document'] {
  return (doc, report, ctx) => {
    if (doc.kind === 'endpoint') check(doc, report, ctx);
  };
}

/**
 * An endpoint's operation key (or operation id) within the scope in which
 * it must be unique: on a site of several APIs (entries of `openapi:`), the
 * API of one made from a document (its versions repeat its operations);
 * else the site.
 */
function scopedKey(content: LoadedContent): (doc: EndpointDocument, key: string) => string {
  // One scope: the key as it is (a string the document already holds, so the map hashes nothing new).
  return content.apis.length > 1 ? (doc, key) => `${doc.spec?.api ?? ''}\0${key}` : (_doc, key) => key;
}

/**
 * Each endpoint documenting an operation another endpoint before it already
 * documents (by operation key, in its scope), with that other endpoint: the
 * one written in Markdown stays where the report goes when the other is a
 * part of an OpenAPI document.
 */
function sameOperations(content: LoadedContent): { doc: EndpointDocument; other: EndpointDocument }[] {
  const first = new Map<string, EndpointDocument>();
  const scope = scopedKey(content);
  const pairs: { doc: EndpointDocument; other: EndpointDocument }[] = [];
  for (const doc of content.documents) {
    if (doc.kind !== 'endpoint') continue;
    const key = scope(doc, doc.operationKey);
    const earlier = first.get(key);
    if (!earlier) first.set(key, doc);
    else pairs.push(earlier.spec === undefined && doc.spec !== undefined ? { doc: earlier, other: doc } : { doc, other: earlier });
  }
  return pairs;
}

/** Where `other` is, said from `doc`: its line and column, and its file when that is not `doc`'s. */
function placeFrom(doc: EndpointDocument, other: EndpointDocument): string {
  const at = atKey(other, ['path']);
  return other.file === doc.file ? `at line ${at.line}, column ${at.column}` : `in \`${at.file}:${at.line}:${at.column}\``;
}

export const duplicateOperation = defineRule(
  {
    id: 'operation/duplicate-operation',
    severity: 'error',
    summary: 'two endpoints with the same method and path',
    docs: [
      'Two files documenting one operation (the same method and the same path) would disagree sooner or later;',
      'OpenAPI allows one. Merge them.',
      'Paths that differ only in the names of their parameters are `operation/ambiguous-path`.',
    ].join(' '),
  },
  (ctx, report) => {
    for (const { doc, other } of ctx.memo(sameOperations)) {
      if (doc.data.path !== other.data.path) continue;
      report(atKey(doc, ['path']), `\`${doc.data.method} ${doc.data.path}\` is already documented ${placeFrom(doc, other)}`);
    }
  },
);

export const ambiguousPath = defineRule(
  {
    id: 'operation/ambiguous-path',
    severity: 'warning',
    summary: 'two endpoints whose paths differ only in the names of their parameters (`/v1/{name}`, `/v1/{jobName}`)',
    docs: [
      'A request such as `DELETE /v1/abc` matches both paths, and OpenAPI calls such paths identical.',
      "Real APIs serve them all the same when the server tells the parameters' values apart by their form",
      "(Google's `{+name}` paths: `transferJobs/…` against `transferOperations/…`), so it is a warning:",
      'say in each description which values it takes, or merge the two.',
    ].join(' '),
  },
  (ctx, report) => {
    for (const { doc, other } of ctx.memo(sameOperations)) {
      if (doc.data.path === other.data.path) continue;
      report(
        atKey(doc, ['path']),
        `\`${doc.data.method} ${doc.data.path}\` is the same route as \`${other.data.method} ${other.data.path}\` ${placeFrom(doc, other)}: only the names of their path parameters differ`,
        'Say in each description which values it takes, or merge the two.',
      );
    }
  },
);

export const duplicateOperationId = defineRule(
  {
    id: 'operation/duplicate-operation-id',
    severity: 'error',
    summary: 'two endpoints with the same operation id',
    docs: [
      "An endpoint's `operationId` (default: its file name) names its operation in `openapi.json`,",
      'where OpenAPI requires it to be unique: client generators turn it into a function name.',
      'Rename one.',
    ].join(' '),
  },
  ({ content }, report) => {
    const first = new Map<string, EndpointDocument>();
    const scope = scopedKey(content);
    for (const doc of content.documents) {
      if (doc.kind !== 'endpoint') continue;
      const id = doc.data.operationId ?? doc.id;
      const key = scope(doc, id);
      const earlier = first.get(key);
      if (!earlier) first.set(key, doc);
      // Reported where an operationId is written: two file names alike are inventory/duplicate-endpoint.
      else if (doc.data.operationId !== undefined)
        report(atKey(doc, ['operationId']), `Operation id \`${id}\` is already the operation id of \`${earlier.file}\``);
      else if (earlier.data.operationId !== undefined)
        report(atKey(earlier, ['operationId']), `Operation id \`${id}\` is already the operation id (its file name) of \`${doc.file}\``);
    }
  },
);

export const undeclaredPathParameter = defineRule(
  {
    id: 'operation/undeclared-path-parameter',
    severity: 'error',
    summary: 'a `{x}` in the path without a parameter `in: path`',
    docs: [
      "Every `{name}` of an endpoint's path needs a parameter with that name and `in: path`,",
      'so readers and code samples know what it is.',
    ].join(' '),
  },
  {
    document: endpoints((doc, report) => {
      const d = doc.data;
      const declared = d.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      for (const name of pathParameters(d.path)) {
        if (declared.includes(name)) continue;
        const other = d.parameters.findIndex((p) => p.name === name);
        if (other >= 0)
          report(
            atKey(doc, ['parameters', other, 'in']),
            `Parameter \`${name}\` appears in the path but is declared with \`in: ${d.parameters[other]!.in}\``,
            'Use `in: path`.',
          );
        else
          report(
            atKey(doc, ['path']),
            `Path parameter \`{${name}}\` is not declared${didYouMean(name, declared)}`,
            'Add it under `parameters` with `in: path`.',
          );
      }
    }),
  },
);

export const unusedPathParameter = defineRule(
  {
    id: 'operation/unused-path-parameter',
    severity: 'error',
    summary: 'a path parameter that is not in the path',
    docs: 'A parameter declared `in: path` must appear as `{name}` in the path; otherwise it is misnamed, or belongs in the query.',
  },
  {
    document: endpoints((doc, report) => {
      const placeholders = pathParameters(doc.data.path);
      doc.data.parameters.forEach((p, i) => {
        if (p.in === 'path' && !placeholders.includes(p.name)) {
          report(
            atKey(doc, ['parameters', i, 'name']),
            `Path parameter \`${p.name}\` does not appear in the path \`${doc.data.path}\`${didYouMean(p.name, placeholders)}`,
          );
        }
      });
    }),
  },
);

export const conflictingQueryString = defineRule(
  {
    id: 'operation/conflicting-querystring',
    severity: 'error',
    summary: 'a `querystring` parameter beside another, or beside `query` parameters',
    docs: 'A `querystring` parameter is the whole query string (OpenAPI 3.2): an operation has one at most, and then no `query` parameter.',
  },
  {
    document: endpoints((doc, report) => {
      const params = doc.data.parameters;
      const whole = params.findIndex((p) => p.in === 'querystring');
      for (const [i, p] of params.entries())
        if (whole >= 0 && i !== whole && (p.in === 'query' || p.in === 'querystring'))
          report(
            atKey(doc, ['parameters', i, 'in']),
            `The ${p.in} parameter \`${p.name}\` cannot share the query string with \`${params[whole]!.name}\`, which is all of it`,
          );
    }),
  },
);

export const invalidJsonExample = defineRule(
  {
    id: 'operation/invalid-json-example',
    severity: 'error',
    summary: 'an example that claims JSON and does not parse',
    docs: [
      'An example whose content type is JSON is parsed, highlighted and exported as JSON;',
      'one that does not parse would mislead every reader who copies it.',
    ].join(' '),
  },
  {
    document: endpoints((doc, report) => {
      const d = doc.data;
      const examples: { path: PropertyKey[]; contentType?: string | undefined; example?: string | undefined }[] = [
        ...(d.requestBody ? [{ path: ['requestBody'], contentType: d.requestBody.contentType, example: d.requestBody.example }] : []),
        ...d.responses.map((r, i) => ({ path: ['responses', i], contentType: r.contentType, example: r.example })),
      ];
      for (const e of examples) {
        if (e.example === undefined || !isJsonType(e.contentType)) continue;
        try {
          JSON.parse(e.example);
        } catch (error) {
          report(
            atKey(doc, [...e.path, 'example']),
            `The example claims \`${e.contentType}\` but is not valid JSON: ${(error as Error).message}`,
          );
        }
      }
    }),
  },
);

export const unknownEntity = defineRule(
  {
    id: 'operation/unknown-entity',
    severity: 'error',
    summary: 'a reference to an entity that does not exist',
    docs: "An endpoint's `entities` name the data-model entities it reads or writes, by the file name of `entities/<id>.md`.",
  },
  {
    key: (ctx) => ctx.memo(entityIdsKey),
    document: endpoints((doc, report, ctx) => {
      const ids = ctx.content.index.paths.entities;
      doc.data.entities.forEach((id, i) => {
        if (!ids.includes(id)) report(atKey(doc, ['entities', i]), `Cannot find entity "${id}"${didYouMean(id, ids)}`);
      });
    }),
  },
);

/** The rules of this file, in report order. */
export const operationRules = [
  duplicateOperation,
  ambiguousPath,
  duplicateOperationId,
  undeclaredPathParameter,
  unusedPathParameter,
  invalidJsonExample,
  conflictingQueryString,
  unknownEntity,
] as const;
