/**
 * One broken content tree per rule (tests/fixtures/rules/), run through the
 * CLI: each must report exactly its one diagnostic, at the offending key or
 * text, with the exit code a CI job would see.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { check } from '../../src/index.js';
import { RULE_META, RULES } from '../../src/check/registry.js';
import { ruleTable } from '../../src/check/rule-docs.js';
import { fixtureTree, ROOT, RULE_FIXTURES, useTempContent } from '../helpers/content.js';

const track = useTempContent();

const CFG = 'content/pamdocs.yaml';
const CART = 'content/endpoints/cart/get-user-cart.md';
const LOGIN = 'content/endpoints/auth/user-login.md';
const REMOVE = 'content/endpoints/cart/remove-item.md';
/** The OpenAPI document of the `openapi-…` and `overlay-…` cases, beside their pamdocs.yaml. */
const SPEC = 'content/api.yaml';

/** fixture folder, rule id, file, line, column, severity, exit code of `pamdocs check`. */
type Row = [string, string, string, number, number, 'error' | 'warning', number];
const table: Row[] = [
  ['config-missing', 'config/missing', CFG, 1, 1, 'error', 1],
  ['config-yaml-syntax', 'config/yaml-syntax', CFG, 2, 1, 'error', 1],
  ['config-yaml-recursive-alias', 'config/yaml-syntax', CFG, 6, 9, 'error', 1],
  ['config-unknown-key', 'config/unknown-key', CFG, 1, 1, 'error', 1],
  ['config-missing-key', 'config/missing-key', CFG, 3, 3, 'error', 1],
  ['config-invalid-type', 'config/invalid-type', CFG, 11, 11, 'error', 1],
  ['config-invalid-value', 'config/invalid-value', CFG, 14, 9, 'error', 1],
  ['config-invalid-rule', 'config/invalid-rule', CFG, 25, 3, 'error', 1],
  ['content-unknown-file', 'content/unknown-file', 'content/notes.md', 1, 1, 'warning', 0],
  ['content-file-too-large', 'content/file-too-large', 'content/entities/cart-item.md', 1, 1, 'error', 1],
  ['content-not-utf8', 'content/not-utf8', 'content/entities/cart-item.md', 11, 21, 'error', 1],
  ['content-unsafe-svg', 'content/unsafe-svg', 'content/landing/diagram.svg', 1, 118, 'error', 1],
  ['content-unprocessable', 'content/unprocessable', 'content/entities/cart-item.md', 13, 7, 'error', 1],
  ['frontmatter-missing', 'frontmatter/missing', 'content/entities/cart-item.md', 1, 1, 'error', 1],
  ['frontmatter-unclosed', 'frontmatter/unclosed', 'content/entities/cart-item.md', 1, 1, 'error', 1],
  ['frontmatter-yaml-syntax', 'frontmatter/yaml-syntax', CART, 16, 21, 'error', 1],
  ['frontmatter-yaml-recursive-alias', 'frontmatter/yaml-syntax', 'content/entities/cart-item.md', 2, 8, 'error', 1],
  ['frontmatter-unknown-key', 'frontmatter/unknown-key', CART, 4, 1, 'error', 1],
  ['frontmatter-missing-key', 'frontmatter/missing-key', CART, 2, 1, 'error', 1],
  ['frontmatter-invalid-type', 'frontmatter/invalid-type', CART, 11, 15, 'error', 1],
  ['frontmatter-invalid-value', 'frontmatter/invalid-value', CART, 4, 9, 'error', 1],
  ['inventory-missing-endpoint', 'inventory/missing-endpoint', CFG, 22, 9, 'error', 1],
  ['inventory-unlisted-file', 'inventory/unlisted-file', REMOVE, 1, 1, 'error', 1],
  ['inventory-duplicate-endpoint', 'inventory/duplicate-endpoint', CFG, 22, 9, 'error', 1],
  ['inventory-empty-group', 'inventory/empty-group', CFG, 26, 16, 'error', 1],
  ['inventory-invalid-parent', 'inventory/invalid-parent', CFG, 16, 13, 'error', 1],
  ['inventory-unknown-also', 'inventory/missing-endpoint', CFG, 27, 9, 'error', 1],
  ['inventory-duplicate-group', 'inventory/duplicate-group', CFG, 22, 9, 'error', 1],
  ['inventory-duplicate-route', 'inventory/duplicate-route', CFG, 15, 9, 'error', 1],
  ['inventory-invalid-route', 'inventory/invalid-route', CFG, 9, 12, 'error', 1],
  ['inventory-reserved-route', 'inventory/invalid-route', CFG, 9, 12, 'error', 1],
  ['inventory-missing-entity', 'inventory/missing-entity', CFG, 24, 5, 'error', 1],
  ['inventory-unlisted-entity', 'inventory/unlisted-entity', 'content/entities/drug.md', 1, 1, 'error', 1],
  ['inventory-missing-landing-page', 'inventory/missing-landing-page', CFG, 25, 80, 'error', 1],
  ['inventory-unlisted-landing-page', 'inventory/unlisted-landing-page', 'content/landing/extra.md', 1, 1, 'warning', 0],
  ['inventory-missing-guide', 'inventory/missing-guide', CFG, 27, 30, 'error', 1],
  ['inventory-unlisted-guide', 'inventory/unlisted-guide', 'content/guides/old-notes.md', 1, 1, 'warning', 0],
  ['anchors-duplicate-anchor', 'anchors/duplicate-anchor', CFG, 22, 9, 'error', 1],
  ['links-unknown-route', 'links/unknown-route', LOGIN, 25, 11, 'error', 1],
  ['links-missing-anchor', 'links/missing-anchor', LOGIN, 25, 11, 'error', 1],
  ['links-missing-asset', 'links/missing-asset', 'content/entities/cart-item.md', 13, 1, 'error', 1],
  ['links-external-asset', 'links/external-asset', 'content/entities/cart-item.md', 13, 1, 'error', 1],
  ['operation-duplicate-operation', 'operation/duplicate-operation', REMOVE, 5, 7, 'error', 1],
  ['operation-ambiguous-path', 'operation/ambiguous-path', 'content/endpoints/cart/read-cart.md', 4, 7, 'warning', 0],
  ['operation-duplicate-operation-id', 'operation/duplicate-operation-id', CART, 6, 14, 'error', 1],
  ['operation-undeclared-path-parameter', 'operation/undeclared-path-parameter', REMOVE, 5, 7, 'error', 1],
  ['operation-unused-path-parameter', 'operation/unused-path-parameter', CART, 8, 11, 'error', 1],
  ['operation-invalid-json-example', 'operation/invalid-json-example', REMOVE, 15, 12, 'error', 1],
  ['operation-unknown-method', 'operation/unknown-method', CART, 4, 9, 'error', 1],
  ['operation-body-on-get', 'operation/body-on-get', REMOVE, 8, 3, 'error', 1],
  ['operation-conflicting-querystring', 'operation/conflicting-querystring', CART, 17, 9, 'error', 1],
  ['operation-unknown-entity', 'operation/unknown-entity', CART, 16, 12, 'error', 1],
  ['operation-unknown-security-scheme', 'operation/unknown-security-scheme', CART, 6, 7, 'error', 1],
  ['schema-unknown-entity', 'schema/unknown-entity', CART, 19, 15, 'error', 1],
  ['schema-invalid-example', 'schema/invalid-example', CART, 20, 14, 'warning', 0],
  ['facts-stated-count', 'facts/stated-count', 'content/landing/features.md', 5, 18, 'error', 1],
  ['content-unknown-block', 'content/unknown-block', LOGIN, 27, 1, 'error', 1],
  ['content-invalid-json-block', 'content/invalid-json-block', 'content/entities/cart-item.md', 19, 1, 'error', 1],
  ['config-accent-contrast', 'config/accent-contrast', CFG, 26, 14, 'error', 1],
  ['config-missing-file', 'config/missing-file', CFG, 26, 7, 'error', 1],
  ['facts-unknown-placeholder', 'facts/unknown-placeholder', LOGIN, 25, 70, 'error', 1],
  ['openapi-missing-file', 'openapi/missing-file', CFG, 26, 10, 'error', 1],
  ['openapi-syntax', 'openapi/syntax', SPEC, 10, 7, 'error', 1],
  ['openapi-invalid-document', 'openapi/invalid-document', SPEC, 10, 7, 'error', 1],
  ['openapi-invalid-schema', 'openapi/invalid-schema', SPEC, 27, 11, 'warning', 0],
  ['openapi-unresolved-ref', 'openapi/unresolved-ref', SPEC, 19, 19, 'error', 1],
  ['openapi-changed', 'openapi/changed', SPEC, 8, 7, 'warning', 0],
  ['oai-overlay-invalid', 'oai-overlay/invalid', 'content/docs-overlay.yaml', 9, 5, 'error', 1],
  ['oai-overlay-no-match', 'oai-overlay/no-match', 'content/docs-overlay.yaml', 9, 13, 'warning', 0],
  ['openapi-link-to-hidden', 'openapi/link-to-hidden', SPEC, 16, 15, 'warning', 0],
  ['overlay-unknown-target', 'overlay/unknown-target', 'content/endpoints/pets/list-pets.md', 2, 1, 'error', 1],
  ['overlay-duplicate-target', 'overlay/duplicate-target', 'content/endpoints/pets/b.md', 3, 1, 'error', 1],
];

describe('one broken tree per rule', () => {
  it.each(table)('%s -> %s at %s:%i:%i (%s, exit %i)', async (fixture, rule, file, line, column, severity, exit) => {
    const temp = track(await fixtureTree(fixture));
    let stdout = '';
    const code = await runCli(['check', '--format', 'json'], {
      stdout: (t) => (stdout += t),
      stderr: () => {},
      color: false,
      cwd: temp.cwd,
    });
    expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ rule, file, line, column, severity })]);
    expect(code).toBe(exit);
  });

  it('covers every fixture folder and every rule of the catalogue, with the catalogue severity', async () => {
    expect((await readdir(RULE_FIXTURES)).sort()).toEqual(table.map((r) => r[0]).sort());
    // The diff rules compare two documents; tests/unit/diff-rules.test.ts holds one pair of documents per rule.
    const contentRules = RULES.filter((rule) => !('diff' in rule.checks)).map((rule) => rule.meta.id);
    expect([...new Set(table.map((r) => r[1]))].sort()).toEqual(contentRules.sort());
    for (const [, rule, , , , severity] of table) expect(RULE_META.get(rule as never)?.severity).toBe(severity);
  });
});

describe('messages a writer can act on', () => {
  it.each([
    ['config-unknown-key', 'Unknown key `siteTitel`; did you mean `siteTitle`?'],
    ['frontmatter-invalid-value', 'Invalid value "get" for `method`; did you mean `GET`?'],
    ['operation-unknown-security-scheme', 'Unknown security scheme "basic"'],
    ['operation-unknown-method', '`GETT` is no standard HTTP method; did you mean `GET`?'],
    ['operation-conflicting-querystring', 'The query parameter `limit` cannot share the query string with `filter`, which is all of it'],
    ['schema-unknown-entity', 'Cannot find entity "cart-itemz" for `$ref`; did you mean `cart-item`?'],
    ['links-missing-anchor', 'Cannot find anchor "get-users-cart" on `#/cart`; did you mean `get-user-cart`?'],
    ['facts-stated-count', '"13 core features" disagrees with the content, which has 2 features'],
    ['operation-unknown-entity', 'Cannot find entity "cart-items"; did you mean `cart-item`?'],
    ['inventory-reserved-route', 'Route "/errors" belongs to the error catalogue'],
    ['inventory-invalid-parent', 'Cannot find group "autth" for `parent`; did you mean `auth`?'],
    [
      'frontmatter-yaml-recursive-alias',
      'YAML syntax error: the alias `*x` refers to the value that contains it, so the value would never end',
    ],
    ['config-invalid-rule', 'Unknown rule `links/missing-anchr`; did you mean `links/missing-anchor`?'],
    ['content-invalid-json-block', 'The code block claims JSON but does not parse: Expected double-quoted property name in JSON'],
    [
      'config-accent-contrast',
      "The accent #ffff00 has a contrast of 1.07:1 on the light theme's background #ffffff; links need at least 4.5:1",
    ],
    ['openapi-link-to-hidden', 'Link `adopt` names operation `adoptPet`, which the site leaves out (`x-internal` or `x-hidden`)'],
    ['overlay-unknown-target', 'Cannot find the operation "listPet" in `content/api.yaml`; did you mean `listPets`?'],
    [
      'openapi-missing-file',
      'Cannot read `content/missing.yaml`, the OpenAPI document `openapi` names (its path is relative to pamdocs.yaml)',
    ],
  ])('%s: %s', async (fixture, message) => {
    const temp = track(await fixtureTree(fixture));
    const { diagnostics } = await check({ cwd: temp.cwd });
    expect(diagnostics.map((d) => d.message)).toEqual([message]);
  });

  it('checks the links, blocks and JSON of a file whose frontmatter is invalid', async () => {
    const temp = track(await fixtureTree('frontmatter-invalid-value'));
    await temp.edit(
      'endpoints/cart/get-user-cart.md',
      'Lists the items.',
      'Lists the items. See [login](#/auth?scroll=user-logn).\n\n```json\n{ "a": 1, }\n```\n\n::cardz\n\nThe rest:',
    );
    const { diagnostics } = await check({ cwd: temp.cwd });
    expect(diagnostics.map((d) => [d.rule, d.line])).toEqual([
      ['frontmatter/invalid-value', 4],
      ['links/missing-anchor', 19],
      ['content/invalid-json-block', 22],
      ['content/unknown-block', 25],
    ]);
  });

  it('reports a broken file once, not also as missing from the inventory, and checks every other file', async () => {
    const temp = track(await fixtureTree('frontmatter-yaml-syntax'));
    await temp.edit('endpoints/auth/user-login.md', 'status: 401', 'status: 42');
    const { diagnostics } = await check({ cwd: temp.cwd });
    expect(diagnostics.map((d) => [d.file, d.rule])).toEqual([
      [LOGIN, 'frontmatter/invalid-value'],
      [CART, 'frontmatter/yaml-syntax'],
    ]);
  });
});

describe('rule severities from pamdocs.yaml', () => {
  /** The broken tree `fixture` with `rules:` settings added to its pamdocs.yaml; its diagnostics and exit codes. */
  const run = async (fixture: string, settings: string) => {
    const temp = track(await fixtureTree(fixture));
    await temp.write('pamdocs.yaml', `${await temp.read('pamdocs.yaml')}rules:\n${settings}`);
    const { diagnostics } = await check({ cwd: temp.cwd });
    const exit = await runCli(['check'], { stdout: () => {}, stderr: () => {}, color: false, cwd: temp.cwd });
    const strict = await runCli(['check', '--strict'], { stdout: () => {}, stderr: () => {}, color: false, cwd: temp.cwd });
    return { found: diagnostics.map((d) => [d.rule, d.severity]), exit, strict };
  };

  it('turns an error down to a warning: exit 0, and 1 with --strict', async () => {
    expect(await run('links-missing-anchor', '  links/missing-anchor: warn\n')).toEqual({
      found: [['links/missing-anchor', 'warning']],
      exit: 0,
      strict: 1,
    });
  });

  it('turns a rule off', async () => {
    expect(await run('links-missing-anchor', '  links/missing-anchor: off\n')).toEqual({ found: [], exit: 0, strict: 0 });
  });

  it('turns a warning up to an error', async () => {
    expect(await run('content-unknown-file', '  content/unknown-file: error\n')).toEqual({
      found: [['content/unknown-file', 'error']],
      exit: 1,
      strict: 1,
    });
  });

  it('keeps a locked rule an error and says why the setting is refused, at its line', async () => {
    const temp = track(await fixtureTree('frontmatter-yaml-syntax'));
    await temp.write('pamdocs.yaml', `${await temp.read('pamdocs.yaml')}rules:\n  frontmatter/yaml-syntax: off\n`);
    const { diagnostics } = await check({ cwd: temp.cwd });
    expect(diagnostics.map((d) => [d.file, d.line, d.column, d.rule, d.severity, d.message])).toEqual([
      [CART, 16, 21, 'frontmatter/yaml-syntax', 'error', expect.any(String)],
      [
        CFG,
        27,
        3,
        'config/invalid-rule',
        'error',
        'Rule `frontmatter/yaml-syntax` cannot be set to `off`: a file with this problem is left out of the build',
      ],
    ]);
  });
});

describe('the rule registry as users read it', () => {
  it("is the rule table of the manual's Checks guide, row for row", async () => {
    const guide = await readFile(path.join(ROOT, 'docs/guides/checks.md'), 'utf8');
    expect(guide).toContain(`## Every rule\n\n${ruleTable()}\n`);
  });

  it("prints every rule with `pamdocs rules`, and one rule's docs with `pamdocs rules <id>`; an unknown id is a usage error", async () => {
    let stdout = '';
    let stderr = '';
    const io = { stdout: (t: string) => (stdout += t), stderr: (t: string) => (stderr += t), color: false, cwd: ROOT };
    expect(await runCli(['rules'], io)).toBe(0);
    for (const id of RULE_META.keys()) expect(stdout).toMatch(new RegExp(`^${id} +(error|warning|note)`, 'm'));
    stdout = '';
    expect(await runCli(['rules', 'links/missing-anchor'], io)).toBe(0);
    expect(stdout).toBe(
      'links/missing-anchor  error (pamdocs.yaml may set it: rules: { links/missing-anchor: off | note | warn | error })\n\nReports a `?scroll=` link to an anchor that is not on that page.\n\n' +
        `${RULE_META.get('links/missing-anchor')!.docs}\n`,
    );
    expect(await runCli(['rules', 'links/missing-anchr'], io)).toBe(2);
    expect(stderr).toBe(
      'pamdocs: Unknown rule `links/missing-anchr`; did you mean `links/missing-anchor`? Run `pamdocs rules` for the list.\n',
    );
  });
});
