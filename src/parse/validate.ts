/**
 * Parsed YAML held to its zod shape (`./shapes.ts`): turns zod issues into facts at the
 * offending key's line and column (kinds `unknown-key`, `missing-key`,
 * `invalid-type`, `invalid-value`; the rules `frontmatter/…` and `config/…`
 * report them).
 */
import type { z } from 'zod';
import type { Fact, FactKind } from '../shared/facts.js';
import type { LineIndex } from '../shared/line-index.js';
import { didYouMean, suggest } from '../shared/suggest.js';
import type { YamlLocator } from './yaml.js';

/** Where YAML lives: its file (display path), the offsets of its keys, and positions of offsets. */
export interface YamlOrigin {
  file: string;
  yaml: YamlLocator;
  lines: Pick<LineIndex, 'position'>;
}

/** The result of validating one YAML value. */
export type Validated<T> = { ok: true; data: T } | { ok: false; facts: Fact[] };

/**
 * Validates `value` against `shape`; `origin` locates its keys.
 * @returns the typed data, or one fact per issue.
 */
export function validate<S extends z.ZodType>(
  shape: S,
  value: unknown,
  origin: Pick<YamlOrigin, 'yaml' | 'lines'>,
): Validated<z.output<S>> {
  const result = shape.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues;
  // A misspelled required key shows up twice: unknown `siteTitel` and missing `siteTitle`.
  // Report it once, as the unknown key with its "did you mean".
  const misspelled = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const allowed = keysAt(shape, issue.path);
    for (const key of issue.keys) {
      const near = suggest(key, allowed);
      if (near) misspelled.add(keyPath([...issue.path, near]));
    }
  }
  const facts = issues
    .filter((issue) => !(misspelled.has(keyPath(issue.path)) && valueAt(value, issue.path) === undefined))
    .flatMap((issue) => toFacts(issue, value, shape, origin));
  return { ok: false, facts };
}

type Issue = z.core.$ZodIssue;

function toFacts(issue: Issue, root: unknown, shape: z.ZodType, origin: Pick<YamlOrigin, 'yaml' | 'lines'>): Fact[] {
  const path = issue.path;
  const at = (offset: number, kind: FactKind, message: string, hint?: string): Fact => ({
    kind,
    ...origin.lines.position(offset),
    message,
    ...(hint ? { hint } : {}),
  });
  const name = keyPath(path);
  if (issue.code !== 'unrecognized_keys' && path.length > 0 && valueAt(root, path) === undefined) {
    return [at(origin.yaml.locate(path.slice(0, -1)), 'missing-key', `Missing required key \`${name}\``)];
  }
  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = keysAt(shape, path);
      return issue.keys.map((key) =>
        at(
          origin.yaml.locate(path, key),
          'unknown-key',
          `Unknown key \`${keyPath([...path, key])}\`${didYouMean(key, allowed)}`,
          allowed.length ? `Allowed keys here: ${allowed.join(', ')}.` : undefined,
        ),
      );
    }
    case 'invalid_type': {
      const actual = valueAt(root, path);
      return [
        at(origin.yaml.locate(path), 'invalid-type', `Expected ${article(issue.expected)} for \`${name}\`, found ${describe(actual)}`),
      ];
    }
    case 'invalid_value': {
      const actual = valueAt(root, path);
      const options = issue.values.map(String);
      return [
        at(
          origin.yaml.locate(path),
          'invalid-value',
          `Invalid value ${JSON.stringify(actual)} for \`${name}\`${didYouMean(String(actual), options)}`,
          `Expected one of: ${options.join(', ')}.`,
        ),
      ];
    }
    case 'invalid_union': {
      // The branch whose type the value has says best what is wrong; when none has it, say the types expected.
      const branches = (issue as { errors?: Issue[][] }).errors ?? [];
      const typed = branches.find((b) => b.length > 0 && b[0]!.code !== 'invalid_type');
      if (typed) return toFacts({ ...typed[0]!, path: [...path, ...typed[0]!.path] } as Issue, root, shape, origin);
      const expected = [...new Set(branches.flatMap((b) => (b[0]?.code === 'invalid_type' ? [b[0].expected] : [])))];
      if (expected.length === 0)
        return [at(origin.yaml.locate(path), 'invalid-value', `Invalid \`${name || 'frontmatter'}\`: ${issue.message}`)];
      return [
        at(
          origin.yaml.locate(path),
          'invalid-type',
          `Expected ${expected.map(article).join(' or ')} for \`${name}\`, found ${describe(valueAt(root, path))}`,
        ),
      ];
    }
    case 'too_small':
    case 'too_big': {
      const message =
        issue.origin === 'array'
          ? `\`${name}\` needs ${issue.code === 'too_small' ? 'at least' : 'at most'} ${String(issue.code === 'too_small' ? issue.minimum : issue.maximum)} item(s)`
          : issue.origin === 'string'
            ? `\`${name}\` must not be empty`
            : `\`${name}\` is out of range: ${issue.message.replace(/^Too (small|big): /, '')}`;
      return [at(origin.yaml.locate(path), 'invalid-value', message)];
    }
    default:
      return [at(origin.yaml.locate(path), 'invalid-value', `Invalid \`${name || 'frontmatter'}\`: ${issue.message}`)];
  }
}

/** `parameters[0].in` style path for messages. */
export function keyPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : `${out ? '.' : ''}${String(seg)}`;
  return out;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[seg];
  }
  return v;
}

/** The keys an object shape allows at `path` (through arrays, records, unions, optionals, defaults and recursion). */
function keysAt(shape: z.ZodType, path: readonly PropertyKey[]): string[] {
  let s: z.core.$ZodType | undefined = unwrap(shape);
  for (const seg of path) {
    if (!s) return [];
    const def = s._zod.def as unknown as {
      type: string;
      shape?: Record<string, z.core.$ZodType>;
      element?: z.core.$ZodType;
      valueType?: z.core.$ZodType;
    };
    s = unwrap(def.type === 'array' ? def.element : def.type === 'record' ? def.valueType : def.shape?.[String(seg)]);
  }
  const def = s?._zod.def as unknown as { shape?: Record<string, unknown> } | undefined;
  return def?.shape ? Object.keys(def.shape) : [];
}

/** `s` without its wrappers (optional, default, nullable, pipe, lazy), and of a union its first object option. */
function unwrap(s: z.core.$ZodType | undefined): z.core.$ZodType | undefined {
  let cur = s;
  for (let i = 0; cur && i < 16; i++) {
    const def = cur._zod.def as unknown as {
      type: string;
      innerType?: z.core.$ZodType;
      in?: z.core.$ZodType;
      getter?: () => z.core.$ZodType;
      options?: z.core.$ZodType[];
    };
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') cur = def.innerType;
    else if (def.type === 'pipe') cur = def.in;
    else if (def.type === 'lazy') cur = def.getter?.();
    else if (def.type === 'union')
      cur =
        def.options?.find((o) => ['object', 'lazy'].includes((unwrap(o)?._zod.def as { type: string } | undefined)?.type ?? '')) ??
        def.options?.[0];
    else break;
  }
  return cur;
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  if (typeof v === 'string') return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  return `the ${typeof v} ${String(v)}`;
}

function article(expected: string): string {
  const word = expected === 'object' ? 'mapping' : expected === 'array' ? 'list' : expected;
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}
