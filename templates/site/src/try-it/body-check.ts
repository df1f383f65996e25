/**
 * What the Try it console checks of a JSON body as the reader types it
 * (docs/guides/site.md, The Try it console): its syntax, with the line and column
 * of the first error; then, against the schema tree the page has (not a
 * JSON Schema validator), the type of the whole body, the required
 * properties that are missing (read-only ones are not asked for), and the
 * type, enum and const of each top-level property it has, and properties
 * the schema refuses. Deeper levels, formats and limits are not checked:
 * the API will say.
 */
import type { JsonValue, PropertyTree } from '../../../../src/shared/site-model.js';

/** A syntax error of JSON text: where (0-based offset) and what was expected. */
class JsonSyntax {
  constructor(
    readonly at: number,
    readonly message: string,
  ) {}
}

/** The first syntax error of JSON `text` (RFC 8259); undefined when it is JSON. */
export function jsonSyntaxError(text: string): JsonSyntax | undefined {
  let i = 0;
  const found = (): string => (i >= text.length ? 'the end of the text' : `\`${text[i]}\``);
  const fail = (expected: string): never => {
    throw new JsonSyntax(i, `expected ${expected}, found ${found()}`);
  };
  const space = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const string = (): void => {
    i++;
    for (;;) {
      const c = text[i];
      if (c === undefined) fail('`"` to end the string');
      if (c === '"') return void i++;
      if (c! < ' ') fail('a character other than a line break or tab in a string (write it escaped, e.g. `\\n`)');
      if (c !== '\\') i++;
      else if ('"\\/bfnrt'.includes(text[i + 1] ?? 'x')) i += 2;
      else if (/^u[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 6))) i += 6;
      else {
        i++;
        fail('an escape such as `\\n`, `\\"` or `\\u00e9`');
      }
    }
  };
  const items = (close: string, item: () => void): void => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      space();
      if (text[i] === ',') i++;
      else if (text[i] === close) return void i++;
      else fail(`\`,\` or \`${close}\``);
    }
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') {
      return items('}', () => {
        space();
        if (text[i] !== '"') fail('a property name in double quotes');
        string();
        space();
        if (text[i] !== ':') fail('`:` after the property name');
        i++;
        value();
      });
    }
    if (c === '[') return items(']', value);
    if (c === '"') return string();
    const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    number.lastIndex = i;
    if (c !== undefined && /[-\d]/.test(c) && number.test(text)) return void (i = number.lastIndex);
    const word = ['true', 'false', 'null'].find((w) => text.startsWith(w, i));
    if (word) return void (i += word.length);
    fail('a value (an object, array, string, number, true, false or null)');
  };
  try {
    value();
    space();
    if (i < text.length) fail('nothing after the value');
    return undefined;
  } catch (error) {
    if (error instanceof JsonSyntax) return error;
    return undefined; // nesting deeper than the stack: JSON.parse decides
  }
}

/** The JSON kind of a value: `string`, `integer` (a whole number), `number`, `boolean`, `null`, `array` or `object`. */
function kindOf(value: JsonValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The JSON kinds a node's type allows (`string (date-time) | null` allows string and null); undefined when its type names none the check knows (an entity not loaded, a writer's type). */
function kindsOf(node: PropertyTree): string[] | undefined {
  const kinds = node.type
    .split(' | ')
    .map((t) => /^(string|integer|number|boolean|null|object|array)\b/i.exec(t.trim())?.[1]?.toLowerCase());
  return kinds.every((k) => k !== undefined) ? (kinds as string[]) : undefined;
}

/** Whether `value` is of a kind `kinds` allows (an integer is a number too). */
const allowed = (kinds: readonly string[], value: JsonValue): boolean =>
  kinds.includes(kindOf(value)) || (kindOf(value) === 'integer' && kinds.includes('number'));

/** What is wrong with `value` against `node`, named `what`: its kind, its enum, its const. */
function valueProblems(node: PropertyTree, value: JsonValue, what: string): string[] {
  const kinds = kindsOf(node);
  if (kinds && !allowed(kinds, value)) return [`${what} should be ${kinds.join(' or ')}, not ${kindOf(value)}.`];
  const same = (v: JsonValue) => JSON.stringify(v) === JSON.stringify(value);
  if (node.enum && node.enum.length > 0 && !node.enum.some(same))
    return [`${what} should be one of ${node.enum.map((v) => JSON.stringify(v)).join(', ')}.`];
  if (node.const !== undefined && !same(node.const)) return [`${what} should be ${JSON.stringify(node.const)}.`];
  return [];
}

/**
 * What is wrong with the JSON body `text` against `schema` (null: syntax
 * only), as sentences, the syntax error with its line and column; none when
 * nothing the check knows is wrong. `entity` gives the tree of an entity a
 * reference names (undefined while the page has not loaded it: that part is
 * not checked).
 */
export function checkBody(text: string, schema: PropertyTree | null, entity: (id: string) => PropertyTree | undefined): string[] {
  if (text.trim() === '') return [];
  const syntax = jsonSyntaxError(text);
  if (syntax) {
    const before = text.slice(0, syntax.at).split('\n');
    return [`Not JSON at line ${before.length}, column ${before.at(-1)!.length + 1}: ${syntax.message}.`];
  }
  let value: JsonValue;
  try {
    value = JSON.parse(text) as JsonValue;
  } catch (error) {
    return [`Not JSON: ${(error as Error).message}.`];
  }
  const resolve = (node: PropertyTree | null | undefined): PropertyTree | undefined =>
    node?.ref ? entity(node.ref.entity) : (node ?? undefined);
  const root = resolve(schema);
  if (!root) return [];
  const problems = valueProblems(root, value, 'The body');
  if (problems.length > 0 || kindOf(value) !== 'object' || !root.properties) return problems;
  const object = value as Record<string, JsonValue>;
  for (const p of root.properties) {
    if (!Object.hasOwn(object, p.name)) {
      if (p.required && !p.schema.readOnly) problems.push(`The required property \`${p.name}\` is missing.`);
      continue;
    }
    const node = resolve(p.schema);
    if (node) problems.push(...valueProblems(node, object[p.name]!, `\`${p.name}\``));
  }
  if (root.additional === false) {
    for (const name of Object.keys(object))
      if (!root.properties.some((p) => p.name === name)) problems.push(`\`${name}\` is not a property of this body.`);
  }
  return problems;
}
