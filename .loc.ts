import fs from 'node:fs';
import path from 'node:path';
import { parseEvents, getScalarValue, EVENT_ID, type Event, type ScalarEvent } from 'js-yaml';
import { parseYaml } from './src/parse/yaml.js';

/** Offset of the node at path, yaml-package semantics approximated from events. */
function eventsLocator(text: string) {
  const events = parseEvents(text, {}) as Event[];
  // Build a light tree: node = {kind, start, items?: {key, keyStart, node}[]|node[]}
  type N = { kind: 'map' | 'seq' | 'scalar' | 'alias'; start: number; nul?: boolean; pairs?: { key: string; keyStart: number; node: N }[]; items?: N[] };
  let i = 0;
  const scalarStart = (e: ScalarEvent) => {
    let s = e.valueStart;
    if (e.style === 3 || e.style === 4 || e.style === 'single' as never) {}
    return s;
  };
  function node(): N {
    const e = events[i++]!;
    if (e.type === EVENT_ID.SCALAR) {
      const v = getScalarValue(text, e);
      let start = e.valueStart;
      if (e.style === 2 || e.style === 3) start -= 1;
      else if (e.style === 4 || e.style === 5) {
        const lineStart = text.lastIndexOf('\n', start - 2) + 1;
        const header = /[|>][-+1-9]{0,2}[ \t]*(?:#.*)?$/.exec(text.slice(lineStart, start - 1));
        start = lineStart + (header?.index ?? 0);
      }
      return { kind: 'scalar', start, nul: e.style === 1 && (v === '' || v === '~' || v === 'null' || v === 'Null' || v === 'NULL') } as N;
    }
    if (e.type === EVENT_ID.ALIAS) return { kind: 'alias', start: e.anchorStart };
    if (e.type === EVENT_ID.MAPPING) {
      const n: N = { kind: 'map', start: e.start, pairs: [] };
      while (events[i]!.type !== EVENT_ID.POP) {
        const k = events[i]! as ScalarEvent;
        const keyNode = node();
        const key = k.type === EVENT_ID.SCALAR ? getScalarValue(text, k) : '\u0000';
        n.pairs!.push({ key, keyStart: keyNode.start, node: node() });
      }
      i++;
      return n;
    }
    if (e.type === EVENT_ID.SEQUENCE) {
      const n: N = { kind: 'seq', start: e.start, items: [] };
      while (events[i]!.type !== EVENT_ID.POP) n.items!.push(node());
      i++;
      return n;
    }
    throw new Error('unexpected ' + e.type);
  }
  while (events[i] && events[i]!.type === EVENT_ID.DOCUMENT) i++;
  const root = events[i] && events[i]!.type !== EVENT_ID.POP ? node() : undefined;
  return {
    locate(p: readonly PropertyKey[]) {
      let n = root;
      let off = n?.start ?? 0;
      for (const seg of p) {
        if (n?.kind === 'map') {
          const pair = n.pairs!.find((x) => x.key === String(seg));
          if (!pair) break;
          off = pair.node.kind === 'scalar' && pair.node.nul ? pair.keyStart : pair.node.start;
          n = pair.node;
        } else if (n?.kind === 'seq' && /^(?:0|[1-9]\d*)$/.test(String(seg))) {
          const it = n.items![Number(seg)];
          if (!it) break;
          off = it.start;
          n = it;
        } else break;
      }
      return off;
    },
  };
}

function paths(v: unknown, p: PropertyKey[] = [], out: PropertyKey[][] = []): PropertyKey[][] {
  out.push(p);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...p, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) paths(x, [...p, k], out);
  return out;
}

const dirs = process.argv.slice(2);
let n = 0, bad = 0;
const shown = new Set<string>();
let tY = 0, tE = 0;
for (const dir of dirs) for (const name of fs.readdirSync(dir, { recursive: true }).map(String)) {
  if (!name.endsWith('.md')) continue;
  const text = fs.readFileSync(path.join(dir, name), 'utf8');
  const m = /^---\n([\s\S]*?)\n---/.exec(text); if (!m) continue;
  const fm = m[1]! + '\n';
  let t = performance.now();
  const y = parseYaml(fm);
  tY += performance.now() - t;
  if (y.problems.length) continue;
  let loc; t = performance.now();
  try { loc = eventsLocator(fm); } catch (e) { console.log('throw', name, (e as Error).message.slice(0, 80)); continue; }
  for (const p of paths(y.value)) { loc.locate(p); } 
  tE += performance.now() - t;
  for (const p of paths(y.value)) {
    n++;
    const a = y.locate(p), b = loc.locate(p);
    if (a !== b) { bad++; const k = fm.slice(b - 3, b + 3) + ' vs ' + fm.slice(a - 3, a + 3); if (shown.size < 15 && !shown.has(k)) { shown.add(k); console.log(name, JSON.stringify(p), 'yaml', a, JSON.stringify(fm.slice(a, a + 20)), 'events', b, JSON.stringify(fm.slice(b, b + 20))); } }
  }
}
console.log('paths', n, 'mismatch', bad, 'yaml ms', tY.toFixed(0), 'events ms', tE.toFixed(0));
