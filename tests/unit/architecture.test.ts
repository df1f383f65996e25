/**
 * The structure of `src/` (docs/guides/architecture.md): stages in folders, imports
 * one way, no import cycle between files or between folders, type-only and
 * dynamic imports included. Imports are read with TypeScript's own
 * pre-processor, so a comment or a string that looks like an import does not count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/content.js';

/** The stages, bottom first: a file may import from its own stage and those before it. `.` is `src/` itself (cli.ts, index.ts). */
const STAGES = ['shared', 'source', 'parse', 'openapi', 'check', 'model', 'emit', 'pipeline', 'serve', '.'] as const;
/** What the React template may import from `src/`: the site model, the property tree and the page protocol, nothing that runs on Node. */
const TEMPLATE_MAY_IMPORT = ['src/shared/site-model.ts', 'src/shared/page-protocol.ts', 'src/shared/property-tree.ts'];

/** Every `.ts`/`.tsx` file below `dir`, relative to the repository root. */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .sort();
}

/** The files of this repository `file` imports (relative specifiers only), resolved to their `.ts`/`.tsx` source. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
  return info.importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith('.')) return [];
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName)).replace(/\.js$/, '');
    const found = [`${target}.ts`, `${target}.tsx`, target].find((candidate) => {
      try {
        readFileSync(path.join(ROOT, candidate));
        return true;
      } catch {
        return false;
      }
    });
    return found ? [found] : [];
  });
}

/** The cycles of a graph (strongly connected components of more than one node, or a node that reaches itself). */
function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

/** The stage of a file of `src/`: its first folder, or `.` for the files at the top. */
const stageOf = (file: string): string => {
  const parts = file.split('/');
  return parts.length > 2 ? parts[1]! : '.';
};

const files = sources('src');
const graph = new Map(files.map((f) => [f, new Set(importsOf(f))]));

describe('the structure of src/', () => {
  it('has each file in a stage folder (or cli.ts and index.ts at the top)', () => {
    expect(files.filter((f) => !(STAGES as readonly string[]).includes(stageOf(f)))).toEqual([]);
    expect(files.filter((f) => stageOf(f) === '.')).toEqual(['src/cli.ts', 'src/index.ts']);
  });

  it('has no import cycle between files', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no import cycle between folders', () => {
    const folders = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = path.posix.dirname(file);
      const edges = folders.get(from) ?? new Set<string>();
      for (const target of targets) if (path.posix.dirname(target) !== from) edges.add(path.posix.dirname(target));
      folders.set(from, edges);
    }
    expect(cycles(folders)).toEqual([]);
  });

  it('imports one way: from its own stage and the stages below it only', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      [...targets]
        .filter((t) => STAGES.indexOf(stageOf(t) as (typeof STAGES)[number]) > STAGES.indexOf(stageOf(file) as (typeof STAGES)[number]))
        .map((t) => `${file} -> ${t}`),
    );
    expect(upward).toEqual([]);
  });

  it('lets the React template import only the site model and the page protocol', () => {
    const template = sources('templates/site/src');
    const reached = template.flatMap((file) =>
      importsOf(file)
        .filter((t) => t.startsWith('src/'))
        .map((t) => `${file} -> ${t}`),
    );
    expect(reached.filter((edge) => !TEMPLATE_MAY_IMPORT.some((allowed) => edge.endsWith(` -> ${allowed}`)))).toEqual([]);
    expect(reached.length).toBeGreaterThan(0);
  });

  it('keeps no state at module level: caches live in a Session (src/shared/session.ts)', () => {
    /** The one exception: the fingerprint of the installed code, the same for every session (src/shared/cache.ts). */
    const allowed = ['src/shared/cache.ts: let fingerprint'];
    const found = files.flatMap((file) => {
      const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
      return source.statements.flatMap((statement) => {
        if (!ts.isVariableStatement(statement)) return [];
        const mutable =
          (statement.declarationList.flags & ts.NodeFlags.Let) !== 0 || (statement.declarationList.flags & ts.NodeFlags.Const) === 0;
        return statement.declarationList.declarations.flatMap((d) => {
          const name = d.name.getText(source);
          const collection =
            d.initializer && ts.isNewExpression(d.initializer) && /^(Weak)?(Map|Set)$/.test(d.initializer.expression.getText(source));
          const readonly = d.type !== undefined && /^Readonly(Map|Set)</.test(d.type.getText(source));
          return mutable ? [`${file}: let ${name}`] : collection && !readonly ? [`${file}: const ${name}`] : [];
        });
      });
    });
    expect(found.filter((f) => !allowed.includes(f))).toEqual([]);
  });

  it('finds a cycle when there is one (the checker itself)', () => {
    const looped = new Map([
      ...graph,
      ['src/shared/a.ts', new Set(['src/shared/b.ts'])],
      ['src/shared/b.ts', new Set(['src/shared/a.ts'])],
    ]);
    expect(cycles(looped)).toEqual([['src/shared/a.ts', 'src/shared/b.ts']]);
  });
});
