// The invariants every OpenAPI document of the world must hold in pamdocs (issue "Right on every public API"),
// checked for one document through the library API (`check`, `build`, `importSpec`, `diff`) given by the caller:
// the compiled one (dist/index.js) for bench/corpus.mjs, the sources for the tests. Each invariant that fails is
// a failure `{ invariant, detail }`:
//   internal     no call throws (but for a UsageError naming a fault of the caller), and no message holds a stack trace
//   errors       a live project (`openapi:` naming the document) has an error only where Redocly's `struct` or
//                `no-unresolved-refs` finds the document broken, with the same message (pamdocs' opinions about a
//                third party's document are warnings)
//   kept         every operation and webhook is in openapi.json, in the page data, in the search's documents (each
//                document's id once: the dialog's index refuses a repeated one) and in the Markdown twins, but for
//                those the document leaves out (`x-internal`, `x-hidden`: leftOut); nothing is written into the live
//                project's folder
//   round-trip   `import` writes a folder whose `check` has no error, and whose built openapi.json has the live
//                one's operations, parameters, statuses, security and schemas
//   diff         a document compared with itself gives no change; written otherwise (YAML, keys shuffled, security
//                alternatives and enum values reordered, prose reworded: bench/diff-mutations.mjs) nothing breaking;
//                an operation removed, a required parameter added or a response property removed breaks that operation
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BaseResolver, createConfig, lintDocument, Source } from '@redocly/openapi-core';
import { parse as parseYaml } from 'yaml';
import { BREAKING, EQUIVALENT, serialise } from './diff-mutations.mjs';
import { operationFacts, resolveRef, schemaNames } from './openapi-facts.mjs';
import { prng } from './prng.mjs';

/** The rules that report what breaks a document itself; any other error on a live document is pamdocs' opinion. */
const DOCUMENT_RULES = new Set(['openapi/missing-file', 'openapi/syntax', 'openapi/invalid-document', 'openapi/unresolved-ref']);

/** Whether a tag, operation or path item says it is left out of the docs (`x-internal: true` or `x-hidden: true`). */
const flaggedOut = (value) => value?.['x-internal'] === true || value?.['x-hidden'] === true;

/**
 * The keys (`METHOD path`, as operationFacts makes them; a webhook's path by `webhookPath`) of the operations a
 * document leaves out of its docs: one flagged, on a flagged path item, or whose every tag is flagged or nested
 * (OpenAPI 3.2's `parent`) in a flagged one.
 */
function leftOut(document, webhookPath) {
  const tags = new Map(
    (Array.isArray(document.tags) ? document.tags : []).filter((t) => typeof t?.name === 'string').map((t) => [t.name, t]),
  );
  const tagOut = (name, seen = new Set()) => {
    const tag = tags.get(name);
    if (!tag || seen.has(name)) return false;
    seen.add(name);
    return flaggedOut(tag) || (typeof tag.parent === 'string' && tagOut(tag.parent, seen));
  };
  const sources = Object.entries(document.paths ?? {});
  for (const [name, item] of Object.entries(document.webhooks ?? {})) sources.push([webhookPath(name), item]);
  const out = new Set();
  for (const [where, raw] of sources) {
    const item = resolveRef(document, raw) ?? {};
    for (const [method, op] of [...Object.entries(item), ...Object.entries(item.additionalOperations ?? {})]) {
      if (!op || typeof op !== 'object' || Array.isArray(op)) continue;
      const opTags = Array.isArray(op.tags) ? op.tags : [];
      if (flaggedOut(op) || flaggedOut(item) || (opTags.length > 0 && opTags.every((t) => tagOut(t))))
        out.add(`${method.toUpperCase()} ${where}`);
    }
  }
  return out;
}

/** Where a stack trace shows in a message. */
const STACK = /\n\s+at .+[:(]\d+/;

/** The messages of Redocly's `struct` and `no-unresolved-refs` problems for the document `text` at `file`, without a final full stop. */
async function redoclyProblems(file, text, value) {
  const source = new Source(file, text);
  const config = await createConfig({ rules: { struct: 'error', 'no-unresolved-refs': 'error' } });
  const found = await lintDocument({ document: { source, parsed: value }, config, externalRefResolver: new BaseResolver() });
  return new Set(found.map((p) => p.message.replace(/\.$/, '')));
}

/** The payloads of the site's data scripts (`window["__pamdocsData"](key, payload)`) in `assets/`. */
async function pageData(site) {
  const assets = path.join(site, 'assets');
  const payloads = [];
  for (const name of await readdir(assets)) {
    if (!name.endsWith('.js')) continue;
    const text = await readFile(path.join(assets, name), 'utf8');
    const start = /^window\["__pamdocsData"\]\("[^"]*",/.exec(text);
    if (start) payloads.push(JSON.parse(text.slice(start[0].length, text.lastIndexOf(')'))));
  }
  return payloads;
}

/**
 * The endpoints of a built site's group pages and of its search's documents, as `METHOD /path`, and the ids its
 * search's documents repeat.
 */
async function siteEndpoints(site) {
  const page = new Set();
  const searched = new Set();
  const ids = new Set();
  const repeated = [];
  for (const payload of await pageData(site)) {
    for (const e of payload.endpoints ?? []) page.add(`${e.method} ${e.path}`);
    for (const d of payload.documents ?? []) {
      if (ids.has(d.id)) repeated.push(d.id);
      ids.add(d.id);
      if (d.kind === 'endpoint') searched.add(`${d.method} ${d.detail}`);
    }
  }
  return { page, searched, repeated };
}

/** The text of every Markdown twin of a built site. */
async function twinText(site) {
  const files = (await readdir(path.join(site, 'md'), { recursive: true })).filter((f) => f.endsWith('.md'));
  return (await Promise.all(files.map((f) => readFile(path.join(site, 'md', f), 'utf8')))).join('\n');
}

/** `METHOD /path` with its parameter names left out (`GET /pets/{}`). */
const skeleton = (key) => key.replace(/\{[^}]+\}/g, '{}');

/** The items of `expected` that `actual` lacks, counting repeats. */
function missingFrom(expected, actual) {
  const left = new Map();
  for (const x of actual) left.set(x, (left.get(x) ?? 0) + 1);
  return expected.filter((x) => {
    const n = left.get(x) ?? 0;
    left.set(x, n - 1);
    return n <= 0;
  });
}

/** Lists at most `n` items of `xs`, and how many more. */
const few = (xs, n = 3) => `${xs.slice(0, n).join(', ')}${xs.length > n ? ` (+${xs.length - n} more)` : ''}`;

/** The first facts of `actual` that differ from `expected`'s, per operation. */
function factsDiffer(expected, actual) {
  const missing = [...expected.keys()].filter((k) => !actual.has(k));
  const extra = [...actual.keys()].filter((k) => !expected.has(k));
  if (missing.length || extra.length) return `operations missing: ${few(missing)}; extra: ${few(extra)}`;
  for (const [key, facts] of expected) {
    const got = actual.get(key);
    for (const field of ['parameters', 'statuses', 'security']) {
      if (JSON.stringify(facts[field]) !== JSON.stringify(got[field])) {
        return `${key} ${field}: ${JSON.stringify(got[field])}, expected ${JSON.stringify(facts[field])}`;
      }
    }
  }
  return undefined;
}

/**
 * Checks the invariants for the document `spec` in the scratch folder `work` (made, then removed).
 * @param {{ check: Function, build: Function, importSpec: Function, diff: Function }} lib pamdocs' library API
 * @param {string} spec absolute path of an OpenAPI document (JSON or YAML)
 * @param {string} work absolute path of a scratch folder of its own
 * @returns {Promise<{ operations: number, failures: { invariant: string, detail: string }[], ms: Record<string, number> }>}
 */
export async function checkSpec(lib, spec, work) {
  spec = path.resolve(spec);
  const failures = [];
  const ms = {};
  const fail = (invariant, detail) => failures.push({ invariant, detail: String(detail).slice(0, 600) });
  /** Runs `fn` as step `name`, timed; a throw is an internal error (undefined is returned). */
  const step = async (name, fn) => {
    const start = performance.now();
    try {
      return await fn();
    } catch (error) {
      fail('internal', `${name}: ${error?.stack ?? error}`);
      return undefined;
    } finally {
      ms[name] = Math.round(performance.now() - start);
    }
  };
  const noStacks = (name, diagnostics) => {
    const traced = diagnostics.find((d) => STACK.test(d.message) || STACK.test(d.hint ?? ''));
    if (traced) fail('internal', `${name}: a stack trace in ${traced.rule}: ${traced.message}`);
  };

  await rm(work, { recursive: true, force: true });
  await mkdir(path.join(work, 'live'), { recursive: true });
  // The caches of the runs go in the scratch folder (<cwd>/node_modules/.cache/pamdocs), so every run is a first one.
  await mkdir(path.join(work, 'node_modules'));
  try {
    const text = await readFile(spec, 'utf8');
    const value = /\.json$/i.test(spec) ? JSON.parse(text) : parseYaml(text);
    const broken = await step('redocly', () => redoclyProblems(spec, text, value));
    // OpenAPI 3.0 documents carry webhooks as `x-webhooks` (3.1's `webhooks` before 3.1).
    const webhooks = value.webhooks ?? value['x-webhooks'];
    const source = operationFacts({ ...value, webhooks }, (name) => `webhook ${name}`);
    for (const key of leftOut({ ...value, webhooks }, (name) => `webhook ${name}`)) source.delete(key);
    const operations = source.size;

    // A live project: pamdocs.yaml names the document.
    await writeFile(path.join(work, 'live', 'pamdocs.yaml'), `openapi: ${JSON.stringify(path.relative(path.join(work, 'live'), spec))}\n`);
    const checked = await step('check', () => lib.check({ dir: 'live', cwd: work }));
    // Whether the document itself is broken (then nothing more is asked of it).
    let faulty = !checked;
    if (checked) {
      noStacks('check', checked.diagnostics);
      const errors = checked.diagnostics.filter((d) => d.severity === 'error');
      const own = (d) => DOCUMENT_RULES.has(d.rule) && broken?.has(d.message.replace(/\.$/, ''));
      faulty = errors.some(own);
      for (const d of errors.filter((d) => !own(d)).slice(0, 3)) fail('errors', `${d.rule} at ${d.line}:${d.column}: ${d.message}`);
    }
    const built = await step('build', () => lib.build({ dir: 'live', out: 'site', cwd: work, replay: false }));
    const written = (await readdir(path.join(work, 'live'))).filter((f) => f !== 'pamdocs.yaml');
    if (written.length) fail('kept', `the live project's folder gained ${few(written)}`);
    let live;
    if (built?.ok) {
      noStacks('build', built.diagnostics);
      const site = path.join(work, 'site');
      live = JSON.parse(await readFile(path.join(site, 'openapi.json'), 'utf8'));
      // openapi.json writes paths that differ only in parameter names as one (OpenAPI allows no two such paths),
      // so it is held to the document's operations by method and path skeleton; the page and the twins show each
      // operation at the path the document gives it (a space, which no URL holds, percent-encoded).
      const exported = operationFacts(live);
      const paths = [...source.keys()].filter((k) => !k.includes(' webhook ')).map((k) => k.replace(/(?<=^\S+ .*) /g, '%20'));
      const unexported = missingFrom(paths.map(skeleton), [...exported.keys()].map(skeleton));
      if (unexported.length) fail('kept', `openapi.json lacks ${few(unexported)}`);
      if (exported.size !== operations) fail('kept', `openapi.json has ${exported.size} operations of ${operations}`);
      const { page, searched, repeated } = await siteEndpoints(site);
      const unpaged = paths.filter((k) => !page.has(k));
      if (unpaged.length) fail('kept', `the page data lacks ${few(unpaged)}`);
      if (page.size < operations) fail('kept', `the page data has ${page.size} operations of ${operations}`);
      const unsearched = paths.filter((k) => !searched.has(k));
      if (unsearched.length) fail('kept', `the search's documents lack ${few(unsearched)}`);
      if (repeated.length) fail('kept', `the search's documents repeat the ids ${few(repeated)}`);
      const twins = await twinText(site);
      const untwinned = paths.filter((k) => !twins.includes(`\`${k}\``));
      if (untwinned.length) fail('kept', `the Markdown twins lack ${few(untwinned)}`);
    }

    // The same document imported into Markdown, checked and built.
    const imported = await step('import', () => lib.importSpec({ spec, out: 'imported', cwd: work }));
    if (imported && !faulty) {
      noStacks('import', imported.diagnostics);
      const errors = imported.diagnostics.filter((d) => d.severity === 'error');
      if (!imported.ok)
        fail(
          'round-trip',
          `import: ${errors.length} errors, first ${errors[0] ? `${errors[0].file}:${errors[0].line} ${errors[0].rule}: ${errors[0].message}` : 'none'}`,
        );
      else if (live) {
        const rebuilt = await step('build-imported', () => lib.build({ dir: 'imported', out: 'site-imported', cwd: work, replay: false }));
        if (rebuilt?.ok) {
          const again = JSON.parse(await readFile(path.join(work, 'site-imported', 'openapi.json'), 'utf8'));
          const differ = factsDiffer(operationFacts(live), operationFacts(again));
          if (differ) fail('round-trip', differ);
          const [a, b] = [schemaNames(live), schemaNames(again)];
          if (JSON.stringify(a) !== JSON.stringify(b)) fail('round-trip', `schemas: ${a.length} live, ${b.length} imported`);
        } else if (rebuilt) fail('round-trip', `the imported folder does not build: ${rebuilt.errors} errors`);
      }
    }

    // A document compared with itself, with the same API written otherwise, and with one operation broken.
    const compare = async (name, head) => {
      const result = await step(name, () => lib.diff({ base: spec, head, cwd: work }));
      if (result && !result.ok && !faulty) fail('diff', `${name}: not compared: ${result.diagnostics[0]?.message}`);
      return result?.ok ? result.changes : undefined;
    };
    const itself = await compare('diff', spec);
    if (itself?.length) fail('diff', `itself: ${few(itself.map((c) => `${c.rule} ${c.operation}`))}`);
    if (!faulty) {
      // Seeded by the document's text, so a document draws the same mutations wherever it is read from.
      const random = prng(Number.parseInt(createHash('sha256').update(text).digest('hex').slice(0, 8), 16));
      const equivalent = Object.values(EQUIVALENT).reduce((doc, mutate) => mutate(doc, random), value);
      await writeFile(path.join(work, 'equivalent.yaml'), serialise(equivalent, 'yaml'));
      const breaking = (await compare('diff-equivalent', path.join(work, 'equivalent.yaml')))?.filter((c) => c.severity === 'error');
      if (breaking?.length) fail('diff', `written otherwise: ${few(breaking.map((c) => `${c.rule} ${c.operation}`))}`);
      for (const [name, mutate] of Object.entries(BREAKING)) {
        const mutated = mutate(value, random);
        if (!mutated) continue;
        await writeFile(path.join(work, `${name}.json`), serialise(mutated.document, 'json-min'));
        const changes = await compare(`diff-${name}`, path.join(work, `${name}.json`));
        if (changes && !changes.some((c) => c.severity === 'error' && c.operation === mutated.operation)) {
          fail('diff', `${name} of ${mutated.operation} is not reported breaking`);
        }
      }
    }
    return { operations, failures, ms };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
