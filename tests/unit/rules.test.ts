import { afterEach, describe, expect, it } from 'vitest';
import { check } from '../../src/index.js';
import { tempContent, type TempContent } from '../helpers/content.js';

let temp: TempContent | undefined;
afterEach(async () => {
  await temp?.cleanup();
  temp = undefined;
});

type Edit = (t: TempContent) => Promise<void>;
const CART = 'endpoints/cart/get-user-cart.md';
const LOGIN = 'endpoints/auth/user-login.md';

/** Each case breaks the minimal fixture in one way and names the one diagnostic it must cause. */
const cases: { name: string; edit: Edit; expected: { rule: string; file: string; line: number; column: number; message?: string } }[] = [
  {
    name: 'an endpoint listed in the inventory without a file',
    edit: (t) => t.edit('pamdocs.yaml', '      - remove-item', '      - remove-item\n      - add-to-cart'),
    expected: { rule: 'inventory/missing-endpoint', file: 'content/pamdocs.yaml', line: 22, column: 9 },
  },
  {
    name: 'a file the inventory does not list',
    edit: (t) => t.edit('pamdocs.yaml', '      - remove-item\n', ''),
    expected: { rule: 'inventory/unlisted-file', file: 'content/endpoints/cart/remove-item.md', line: 1, column: 1 },
  },
  {
    name: 'an endpoint listed twice',
    edit: (t) => t.edit('pamdocs.yaml', '      - user-login', '      - user-login\n      - user-login'),
    expected: { rule: 'inventory/duplicate-endpoint', file: 'content/pamdocs.yaml', line: 14, column: 9 },
  },
  {
    name: 'a group with no endpoints',
    edit: (t) => t.edit('pamdocs.yaml', 'entities:', '  - id: empty\n    title: Empty\n    basePath: /x\n    description: None.\n    endpoints: []\nentities:'),
    expected: { rule: 'inventory/empty-group', file: 'content/pamdocs.yaml', line: 26, column: 16 },
  },
  {
    name: 'an invalid route',
    edit: (t) => t.edit('pamdocs.yaml', '    title: Authentication\n', '    title: Authentication\n    route: auth page\n'),
    expected: { rule: 'inventory/invalid-route', file: 'content/pamdocs.yaml', line: 9, column: 12, message: 'Route "auth page" is not a valid hash route' },
  },
  {
    name: 'a path parameter not declared',
    edit: (t) => t.edit(CART, '    in: path', '    in: query'),
    expected: { rule: 'operation/undeclared-path-parameter', file: `content/${CART}`, line: 9, column: 9 },
  },
  {
    name: 'a declared path parameter missing from the path',
    edit: (t) => t.edit(CART, 'responses:', '  - name: cartId\n    in: path\n    type: integer\n    description: Unused.\nresponses:'),
    expected: { rule: 'operation/unused-path-parameter', file: `content/${CART}`, line: 12, column: 11, message: 'Path parameter `cartId` does not appear in the path `/api/auth/getUserCart/{membershipId}`' },
  },
  {
    name: 'a JSON example that does not parse',
    edit: (t) => t.edit(LOGIN, '{ "message": "Login successful" }', '{ message: oops }'),
    expected: { rule: 'operation/invalid-json-example', file: `content/${LOGIN}`, line: 17, column: 14 },
  },
  {
    name: 'a request body on GET',
    edit: (t) => t.edit(CART, 'responses:', 'requestBody:\n  contentType: text/plain\n  description: Nothing.\nresponses:'),
    expected: { rule: 'operation/body-on-get', file: `content/${CART}`, line: 13, column: 3 },
  },
  {
    name: 'a reference to an entity that does not exist',
    edit: (t) => t.edit(CART, 'entities: [cart-item]', 'entities: [cart-items]'),
    expected: { rule: 'operation/unknown-entity', file: `content/${CART}`, line: 16, column: 12, message: 'Cannot find entity "cart-items"; did you mean `cart-item`?' },
  },
  {
    name: 'an in-text link to an anchor that does not exist',
    edit: (t) => t.edit(LOGIN, 'scroll=get-user-cart', 'scroll=get-cart'),
    expected: { rule: 'links/missing-anchor', file: `content/${LOGIN}`, line: 25, column: 11, message: 'Cannot find anchor "get-cart" on `#/cart`' },
  },
  {
    name: 'a link to a group that does not exist',
    edit: (t) => t.edit(LOGIN, '(#/cart?', '(#/carts?'),
    expected: { rule: 'links/unknown-route', file: `content/${LOGIN}`, line: 25, column: 11, message: 'Cannot find the page `#/carts` linked by "#/carts?scroll=get-user-cart"; did you mean `/cart`?' },
  },
  {
    name: 'an image that does not exist',
    edit: (t) => t.edit('landing/architecture.md', 'src: diagram.svg', 'src: diagrams.svg'),
    expected: { rule: 'links/missing-asset', file: 'content/landing/architecture.md', line: 4, column: 8 },
  },
];

describe('rules', () => {
  it.each(cases)('$expected.rule: $name', async ({ edit, expected }) => {
    temp = await tempContent();
    await edit(temp);
    const result = await check({ cwd: temp.cwd });
    expect(result.diagnostics).toEqual([expect.objectContaining({ ...expected, severity: 'error' })]);
    expect(result.errors).toBe(1);
  });

  it('reports a broken file once, not also as missing from the inventory', async () => {
    temp = await tempContent();
    await temp.edit(CART, 'method: GET', 'method: [GET');
    const result = await check({ cwd: temp.cwd });
    expect(result.diagnostics.map((d) => d.rule)).toEqual(['frontmatter/yaml-syntax']);
  });

  it('keeps checking every other file when one is broken', async () => {
    temp = await tempContent();
    await temp.edit(CART, 'method: GET', 'method: [GET');
    await temp.edit(LOGIN, 'status: 401', 'status: 42');
    const result = await check({ cwd: temp.cwd });
    expect(result.diagnostics.map((d) => [d.file, d.rule])).toEqual([
      [`content/${LOGIN}`, 'frontmatter/invalid-value'],
      [`content/${CART}`, 'frontmatter/yaml-syntax'],
    ]);
  });
});
