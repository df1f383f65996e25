#!/usr/bin/env node
// The work of bench/floor.mjs, each run as a fresh process, done with the packages pamdocs must use and nothing
// of pamdocs:
//   markdown <folder>  every Markdown file below the folder: its frontmatter read by gray-matter and its body parsed
//                      to its tree by unified with remark-parse (the least a check of its links must do: no HTML is
//                      made), on one worker thread per core (os.availableParallelism()), each taking every n-th file
//   spec <document>    an OpenAPI document (JSON or YAML) parsed and walked by Redocly's openapi-core with the rules
//                      pamdocs' check runs on every document (`struct` and `no-unresolved-refs`, src/openapi/lint.ts),
//                      then each distinct `description` that holds Markdown parsed as above, on the same threads
// --threads N: N worker threads instead of one per core.
// Prints what it saw, so the work cannot be optimised away unseen.
//
// usage: node bench/floor-work.mjs markdown <folder> | spec <document>  [--threads N]
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** The Markdown files below `folder`, in a stable order. */
const markdownFiles = (folder) =>
  readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(folder, name));

/**
 * In a worker: the items `index`, `index + count`, ... of `files` (Markdown files, each read and its frontmatter
 * read) or of `texts` (Markdown texts), each parsed; posts the number of top-level nodes of the trees.
 */
async function parseShare({ files, texts, index, count }) {
  const [{ default: matter }, { unified }, { default: remarkParse }] = await Promise.all([
    import('gray-matter'),
    import('unified'),
    import('remark-parse'),
  ]);
  const processor = unified().use(remarkParse).freeze();
  let nodes = 0;
  const items = files ?? texts;
  for (let i = index; i < items.length; i += count) {
    // gray-matter is given options, so it keeps no cache of the texts it read.
    const markdown = files ? matter(readFileSync(files[i], 'utf8'), {}).content : texts[i];
    nodes += processor.parse(markdown).children.length;
  }
  parentPort.postMessage(nodes);
}

/** Parses `work` ({ files } or { texts }) on `count` worker threads; resolves with the number of top-level nodes. */
async function parseOnThreads(work, count) {
  const shares = Array.from(
    { length: count },
    (_v, index) =>
      new Promise((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { ...work, index, count } });
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
  );
  return (await Promise.all(shares)).reduce((a, b) => a + b, 0);
}

/** A description that may read differently as Markdown than as text (as src/parse/markdown/descriptions.ts tells). */
const MARKDOWN = /[[`*<\\|~]|&\w+;|(^|\s)_|\n|^\s*(#|>|[-+]\s|\d+[.)]\s)|https?:\/\/|www\./;

/** The distinct strings under a `description` key anywhere in `value` that hold Markdown. */
function descriptions(value, found = new Set()) {
  if (Array.isArray(value)) for (const item of value) descriptions(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'description' && typeof child === 'string') {
        if (MARKDOWN.test(child)) found.add(child);
      } else descriptions(child, found);
    }
  }
  return found;
}

/** Lints the OpenAPI document `file` as pamdocs' check does, then parses its descriptions on `count` threads. */
async function spec(file, count) {
  const { createConfig, lintDocument, BaseResolver, Source } = await import('@redocly/openapi-core');
  const text = readFileSync(file, 'utf8');
  const parsed = file.endsWith('.json') ? JSON.parse(text) : (await import('yaml')).parse(text);
  const resolver = new BaseResolver();
  const document = { source: new Source(path.resolve(file), text), parsed };
  resolver.cache.set(path.resolve(file), Promise.resolve(document));
  const config = await createConfig({ rules: { struct: 'error', 'no-unresolved-refs': 'error' } });
  const problems = await lintDocument({ document, config, externalRefResolver: resolver });
  const texts = [...descriptions(parsed)];
  const nodes = await parseOnThreads({ texts }, count);
  console.log(`${problems.length} problems; ${texts.length} descriptions with Markdown, ${nodes} blocks, on ${count} threads`);
}

if (!isMainThread) await parseShare(workerData);
else {
  const args = process.argv.slice(2);
  const threadsAt = args.indexOf('--threads');
  const count = threadsAt >= 0 ? Number(args.splice(threadsAt, 2)[1]) : os.availableParallelism();
  const [work, target] = args;
  if (work === 'markdown' && target) {
    const files = markdownFiles(path.resolve(target));
    const nodes = await parseOnThreads({ files }, count);
    console.log(`${files.length} Markdown files, ${nodes} blocks, on ${count} threads`);
  } else if (work === 'spec' && target) await spec(path.resolve(target), count);
  else {
    console.error('usage: node bench/floor-work.mjs markdown <folder> | spec <document>  [--threads N]');
    process.exit(2);
  }
}
