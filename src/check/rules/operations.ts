/**
 * Operation rules over endpoint frontmatter. Rule ids:
 * `operation/duplicate-operation`, `operation/undeclared-path-parameter`,
 * `operation/unused-path-parameter`, `operation/invalid-json-example`,
 * `operation/body-on-get`, `operation/unknown-entity`.
 * (Status codes outside 100-599 are refused by the schema: `frontmatter/invalid-value`.)
 */
import { sessionKey } from '../../shared/session.js';
import type { EndpointDocument } from '../../parse/documents.js';
import type { Diagnostic } from '../../shared/diagnostics.js';
import { didYouMean } from '../../shared/suggest.js';
import { atYaml, memoized, ruleMemo, type Rules } from '../engine/context.js';

/** `{name}` placeholders of a path, in order. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{([^}/]+)\}/g)].map((m) => m[1]!);
}

/** Whether a MIME type is JSON (`application/json`, `application/problem+json`, …). */
export function isJsonType(contentType: string | undefined): boolean {
  return contentType !== undefined && /^application\/(?:[\w.-]+\+)?json\b/i.test(contentType.trim());
}

const MEMO = ruleMemo('operations');
/** Each endpoint's operation in the session: method and path with its parameters unnamed. */
const OPERATIONS = sessionKey('check/operation-keys', () => new WeakMap<EndpointDocument, string>());

export const operationRules: Rules = ({ content, session }) => {
  const memo = session.get(MEMO);
  const operations = session.get(OPERATIONS);
  const out: Diagnostic[] = [];
  const entityIds = content.index.paths.entities;
  const entitiesKey = entityIds.join('\n');
  const byOperation = new Map<string, EndpointDocument>();
  for (const doc of content.documents) {
    if (doc.kind !== 'endpoint') continue;
    const d = doc.data;
    let key = operations.get(doc);
    if (key === undefined) operations.set(doc, (key = `${d.method} ${d.path.replace(/\{[^}]*\}/g, '{}')}`));
    const first = byOperation.get(key);
    if (first) {
      out.push(atYaml(doc, ['path'], 'operation/duplicate-operation', `${d.method} ${d.path} is already documented by \`${first.file}\``));
    } else byOperation.set(key, doc);
    for (const found of memoized(memo, doc, entitiesKey, () => endpointProblems(doc, entityIds))) out.push(found);
  }
  return out;
};

/** The problems of one endpoint on its own (given the entity ids of the content). */
function endpointProblems(doc: EndpointDocument, entityIds: readonly string[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const d = doc.data;
  const placeholders = pathParameters(d.path);
  const declared = d.parameters.flatMap((p, i) => (p.in === 'path' ? [{ name: p.name, i }] : []));
  for (const name of placeholders) {
    if (!declared.some((p) => p.name === name)) {
      const other = d.parameters.findIndex((p) => p.name === name);
      out.push(
        other >= 0
          ? atYaml(doc, ['parameters', other, 'in'], 'operation/undeclared-path-parameter', `Parameter \`${name}\` appears in the path but is declared with \`in: ${d.parameters[other]!.in}\``, { hint: 'Use `in: path`.' })
          : atYaml(doc, ['path'], 'operation/undeclared-path-parameter', `Path parameter \`{${name}}\` is not declared${didYouMean(name, declared.map((p) => p.name))}`, {
              hint: `Add it under \`parameters\` with \`in: path\`.`,
            }),
      );
    }
  }
  for (const p of declared) {
    if (!placeholders.includes(p.name)) {
      out.push(atYaml(doc, ['parameters', p.i, 'name'], 'operation/unused-path-parameter', `Path parameter \`${p.name}\` does not appear in the path \`${d.path}\`${didYouMean(p.name, placeholders)}`));
    }
  }

  if (d.requestBody && (d.method === 'GET' || d.method === 'HEAD')) {
    out.push(atYaml(doc, ['requestBody'], 'operation/body-on-get', `A ${d.method} request has no body; \`requestBody\` is not allowed here`));
  }
  const examples: { path: PropertyKey[]; contentType?: string; example?: string }[] = [
    ...(d.requestBody ? [{ path: ['requestBody'], contentType: d.requestBody.contentType, example: d.requestBody.example }] : []),
    ...d.responses.map((r, i) => ({ path: ['responses', i], contentType: r.contentType, example: r.example })),
  ];
  for (const e of examples) {
    if (e.example === undefined || !isJsonType(e.contentType)) continue;
    try {
      JSON.parse(e.example);
    } catch (error) {
      out.push(atYaml(doc, [...e.path, 'example'], 'operation/invalid-json-example', `The example claims \`${e.contentType}\` but is not valid JSON: ${(error as Error).message}`));
    }
  }
  d.entities.forEach((id, i) => {
    if (!entityIds.includes(id)) {
      out.push(atYaml(doc, ['entities', i], 'operation/unknown-entity', `Cannot find entity "${id}"${didYouMean(id, entityIds)}`));
    }
  });
  return out;
}
