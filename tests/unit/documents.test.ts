import { describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run.js';
import { indexContent } from '../../src/parse/content-index.js';
import { fromRecord } from '../../src/parse/documents.js';
import type { LoadedContent } from '../../src/parse/load.js';
import { processDocument } from '../../src/parse/process-document.js';
import { Session } from '../../src/shared/session.js';
import { filesByKind } from '../../src/source/classify.js';

const source = (rel: string, text: string) => ({ path: `/c/${rel}`, rel, file: `content/${rel}`, text });
/** Processes a file and loads the result, as the loader does; its diagnostics are what the checker reports of it alone. */
const parseDocument = (s: ReturnType<typeof source>) => {
  const parsed = fromRecord(processDocument(s.rel, s.text), s, 'key');
  const documents = parsed.document ? [parsed.document] : [];
  const content: LoadedContent = {
    root: '/c',
    cwd: '/',
    documents,
    bodies: parsed.body ? [parsed.body] : [],
    markdown: [s.rel],
    index: indexContent(undefined, documents, filesByKind([s.rel])),
    assets: new Map(),
    facts: [parsed.facts],
    processed: 1,
    apis: [],
    unreadApis: [],
    watched: [],
  };
  return { document: parsed.document, diagnostics: runChecks(content, new Session()) };
};

const ENDPOINT = `---
title: Get User Cart
summary: Reads the cart.
method: GET
path: /api/auth/getUserCart
auth: bearer
responses:
  - status: 200
    description: The cart.
---
Body.
`;

describe('processing a document', () => {
  it('classifies and validates an endpoint, filling defaults', () => {
    const { document, diagnostics } = parseDocument(source('endpoints/cart/get-user-cart.md', ENDPOINT));
    expect(diagnostics).toEqual([]);
    expect(document).toMatchObject({ kind: 'endpoint', folder: 'cart', id: 'get-user-cart', html: '<p>Body.</p>' });
    expect(document?.kind === 'endpoint' && document.data).toMatchObject({ parameters: [], errors: [], roles: [], entities: [] });
  });

  it('reports an unknown key with a suggestion at its line and column', () => {
    const text = ENDPOINT.replace('method: GET', 'methd: GET\nmethod: GET');
    const { diagnostics } = parseDocument(source('endpoints/cart/get-user-cart.md', text));
    expect(diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/endpoints/cart/get-user-cart.md',
        line: 4,
        column: 1,
        severity: 'error',
        rule: 'frontmatter/unknown-key',
        message: 'Unknown key `methd`; did you mean `method`?',
      }),
    ]);
  });

  it('reports a missing key, a wrong type and an invalid enum value', () => {
    const text = ENDPOINT.replace('title: Get User Cart\n', '')
      .replace('method: GET', 'method: get')
      .replace('status: 200', 'status: true');
    const { diagnostics } = parseDocument(source('endpoints/cart/get-user-cart.md', text));
    const byRule = Object.fromEntries(diagnostics.map((d) => [d.rule, d]));
    expect(byRule['frontmatter/missing-key']).toMatchObject({ message: 'Missing required key `title`', line: 2 });
    expect(byRule['frontmatter/invalid-value']).toMatchObject({
      message: 'Invalid value "get" for `method`; did you mean `GET`?',
      line: 3,
      column: 9,
    });
    expect(byRule['frontmatter/invalid-type']).toMatchObject({
      message: 'Expected a number or a string for `responses[0].status`, found the boolean true',
      line: 7,
      column: 13,
    });
  });

  it('reports a file without frontmatter, and a Markdown file outside the model as a warning', () => {
    expect(parseDocument(source('entities/user.md', '# User\n')).diagnostics[0]).toMatchObject({ rule: 'frontmatter/missing', line: 1 });
    expect(parseDocument(source('notes/todo.md', 'x')).diagnostics[0]).toMatchObject({ rule: 'content/unknown-file', severity: 'warning' });
  });

  it('reports YAML syntax errors with the frontmatter rule id', () => {
    const { diagnostics } = parseDocument(source('entities/user.md', '---\nname: [a\n---\n'));
    expect(diagnostics[0]).toMatchObject({ rule: 'frontmatter/yaml-syntax', severity: 'error' });
    expect(diagnostics[0]!.line).toBeGreaterThanOrEqual(2);
  });
});
