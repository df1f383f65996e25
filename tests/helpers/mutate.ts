/**
 * Deterministic mutations of content files for fuzz tests: truncation, flipped
 * bytes, deleted and renamed keys, wrong types, binary junk, empty files,
 * huge lines, broken delimiters, YAML alias bombs and recursive aliases,
 * deep nesting, a byte order mark, CRLF line ends and NUL bytes.
 */

export { prng } from '../../bench/prng.mjs';

type Mutation = (bytes: Buffer, random: () => number) => Buffer;
const int = (random: () => number, n: number) => Math.floor(random() * n);
const lines = (b: Buffer) => b.toString('utf8').split('\n');
const join = (l: string[]) => Buffer.from(l.join('\n'), 'utf8');
const keyLines = (l: string[]) => l.flatMap((line, i) => (/^\s*-?\s*[\w]+:/.test(line) ? [i] : []));

/** Inserts `yaml` as the first lines of the frontmatter (or of the file, when it has none). */
const prepend = (b: Buffer, yaml: string): Buffer => {
  const text = b.toString('utf8');
  return Buffer.from(text.startsWith('---\n') ? `---\n${yaml}${text.slice(4)}` : `${yaml}${text}`, 'utf8');
};

/** Values whose aliases refer to a node that contains them: YAML that never ends once expanded. */
const RECURSIVE = [
  'loop: &x [*x, *x]\n',
  'loop: &x { a: *x, b: [*x] }\n',
  'loop: &x\n  a: &y\n    b: *x\n    c: *y\n',
  'loop:\n  - &x [1, [*x]]\n',
];

/** The mutations, by name. */
export const MUTATIONS: Record<string, Mutation> = {
  truncate: (b, r) => b.subarray(0, int(r, b.length + 1)),
  flipBytes: (b, r) => {
    const out = Buffer.from(b);
    for (let i = 0, n = 1 + int(r, 8); i < n && out.length > 0; i++) out[int(r, out.length)] = int(r, 256);
    return out;
  },
  deleteKey: (b, r) => {
    const l = lines(b);
    const keys = keyLines(l);
    if (keys.length) l.splice(keys[int(r, keys.length)]!, 1);
    return join(l);
  },
  renameKey: (b, r) => {
    const l = lines(b);
    const keys = keyLines(l);
    if (keys.length) {
      const i = keys[int(r, keys.length)]!;
      l[i] = l[i]!.replace(/(\w)(\w*):/, (_m, a: string, rest: string) => `${rest}${a}x:`);
    }
    return join(l);
  },
  wrongType: (b, r) => {
    const l = lines(b);
    const keys = keyLines(l);
    const values = ['[1, 2]', '{ a: 1 }', '12345', 'true', 'null', '""', '-1e999', "'\\u0000'", '!!binary aGk='];
    if (keys.length) {
      const i = keys[int(r, keys.length)]!;
      l[i] = l[i]!.replace(/:.*$/, `: ${values[int(r, values.length)]}`);
    }
    return join(l);
  },
  binaryJunk: (b, r) => {
    const junk = Buffer.from(Array.from({ length: 1 + int(r, 256) }, () => int(r, 256)));
    const at = int(r, b.length + 1);
    return Buffer.concat([b.subarray(0, at), junk, b.subarray(at)]);
  },
  empty: () => Buffer.alloc(0),
  hugeLine: (b, r) => {
    const l = lines(b);
    l.splice(int(r, l.length + 1), 0, `${'x'.repeat(10)}: ${'long '.repeat(20_000 + int(r, 20_000))}`);
    return join(l);
  },
  duplicateLine: (b, r) => {
    const l = lines(b);
    const i = int(r, l.length);
    l.splice(i, 0, l[i]!);
    return join(l);
  },
  dropDelimiter: (b) => join(lines(b).filter((line, i) => !(line === '---' && i > 0))),
  shiftIndent: (b, r) => {
    const l = lines(b);
    const i = int(r, l.length);
    l[i] = (r() < 0.5 ? '\t ' : '   ') + l[i]!;
    return join(l);
  },
  aliasBomb: (b) =>
    prepend(
      b,
      'bomb0: &a ["x","x","x","x","x","x","x","x","x"]\n' +
        Array.from(
          { length: 8 },
          (_v, i) =>
            `bomb${i + 1}: &${String.fromCharCode(98 + i)} [${Array(9)
              .fill(`*${String.fromCharCode(97 + i)}`)
              .join(',')}]`,
        ).join('\n') +
        '\n',
    ),
  recursiveAlias: (b, r) => prepend(b, RECURSIVE[int(r, RECURSIVE.length)]!),
  deepFlow: (b, r) => {
    const n = 30 + int(r, 3000);
    return prepend(b, `deep: ${'['.repeat(n)}${']'.repeat(n)}\n`);
  },
  deepBlock: (b, r) => {
    const keys = Array.from({ length: 30 + int(r, 300) }, (_v, i) => `${'  '.repeat(i)}k${i}:`);
    return prepend(b, `${keys.join('\n')} end\n`);
  },
  byteOrderMark: (b) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), b]),
  crlf: (b) => Buffer.from(b.toString('utf8').replace(/\r?\n/g, '\r\n'), 'utf8'),
  nul: (b, r) => {
    const out = [...b];
    for (let i = 0, n = 1 + int(r, 4); i < n; i++) out.splice(int(r, out.length + 1), 0, 0);
    return Buffer.from(out);
  },
};

/** Applies 1-3 random mutations to `bytes`; returns the result and their names. */
export function mutate(bytes: Buffer, random: () => number): { bytes: Buffer; applied: string[] } {
  const names = Object.keys(MUTATIONS);
  const applied: string[] = [];
  let out = bytes;
  for (let i = 0, n = 1 + int(random, 3); i < n; i++) {
    const name = names[int(random, names.length)]!;
    applied.push(name);
    out = MUTATIONS[name]!(out, random);
  }
  return { bytes: out, applied };
}
