#!/usr/bin/env node
// pamdocs reading an OpenAPI document live, against Redocly CLI's `build-docs` of the same document, in the same run.
// The project, in a temporary folder: api.json (a copy of the document), docs/pamdocs.yaml holding only
// `openapi: ../api.json`, and an empty node_modules/ so that pamdocs keeps its cache in
// node_modules/.cache/pamdocs/ there (src/shared/cache.ts, cacheDir), where it is easy to delete.
// Every command is a fresh process run with this node (`node <bin>`, never npx), pamdocs and Redocly in turn, since
// this machine's speed changes up to 2x by the hour: each figure shows both medians over N runs and the median of
// the ratios of each pamdocs run to the Redocly run right after it.
//   first build  `pamdocs build docs --out site`, cache deleted before  vs  `redocly build-docs api.json -o redoc.html`
//   build        `pamdocs build docs --out site` again, with that cache  vs  the same Redocly build
//   check        `pamdocs check docs`, cache deleted before              vs  the same Redocly build
//   peak RSS     of the pamdocs first build, all threads (bench/exit-rss.mjs), and of Redocly's build
//   save -> page `pamdocs serve docs --watch --port 0` with its first group page open in Chromium: 5 edits of one
//                operation's `summary` in the document (the first card whose title is a summary found exactly once in
//                the file; a targeted replacement of that one string, the rest of the file byte for byte), ms from the
//                write to the page showing the new text (a MutationObserver): median and max. The file is restored.
//
// The default document is GitHub's REST API description as published on npm (@octokit/openapi, 13 MB, about 1,500
// operations), fetched once with `npm pack` into node_modules/.cache/pamdocs-bench/ (as bench/import.mjs does).
// Redocly CLI (not a dependency) is installed there too the first time, with `npm install --prefix`; it runs with
// REDOCLY_TELEMETRY=off and REDOCLY_SUPPRESS_UPDATE_NOTICE=true, so no request to the network is timed.
//
// usage: node bench/spec.mjs [spec] [--runs N] [--skip-watch] [--imported]   (default: 3 runs)
//   --imported  the pamdocs side builds a content folder made once (not timed) by `pamdocs import <spec>` instead of
//               the live project, and the watch edits the `title:` of the first card's endpoint file.
// Goals (ratio = pamdocs / Redocly): first build <= 1.0; build with the cache <= 0.2; check <= 0.5; first build
// peak RSS <= 1 GiB; save -> page median <= 1500 ms. One line per goal, held or MISSED; exit code 1 when one is missed.
// Needs the compiled library (npm run compile) and Chromium (bench/chromium.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { parse } from 'yaml';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { median, redoclyBin, REDOCLY_ENV, REDOCLY_VERSION, runNode as run } from './peer.mjs';
import { registrySpec } from './registry-spec.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'pamdocs.js');

const GOAL = { firstRatio: 1.0, buildRatio: 0.2, checkRatio: 0.5, rssKiB: 1024 * 1024, watchMs: 1500 };
const EDITS = 5;
/** How long one edit may take to show before it counts as never shown (ms). */
const EDIT_TIMEOUT_MS = 60_000;

const args = process.argv.slice(2);
const flag = (name) => {
  if (!args.includes(name)) return false;
  args.splice(args.indexOf(name), 1);
  return true;
};
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const skipWatch = flag('--skip-watch');
const imported = flag('--imported');

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mib = (kib) => `${Math.round(kib / 1024)} MiB`;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes the edit of the live document: the `summary` of the first card (in `cards`, [{ id, title }]) whose title is a summary found once in it. */
function specEditor(file) {
  const original = readFileSync(file, 'utf8');
  const json = file.endsWith('.json');
  // JSON: every `"summary": "<string>"`; YAML: every `summary: <scalar>` line (block scalars are left out).
  const pattern = json ? /("summary"\s*:\s*)("(?:[^"\\\n]|\\.)*")/g : /^([ \t]*(?:- )?summary:[ \t]*)(\S.*?)[ \t]*$/gm;
  const found = new Map();
  for (const m of original.matchAll(pattern)) {
    let value;
    try {
      value = json ? JSON.parse(m[2]) : parse(m[2]);
    } catch {
      continue;
    }
    if (typeof value === 'string') found.set(value, found.has(value) ? null : m);
  }
  return (cards) => {
    const card = cards.find((c) => found.get(c.title));
    if (!card) throw new Error(`no card of the first group page has a title that is a summary found once in ${file}`);
    const m = found.get(card.title);
    const edit = (marker) =>
      original.slice(0, m.index) + m[1] + (json ? JSON.stringify(marker) : marker) + original.slice(m.index + m[0].length);
    return { file, original, edit, what: `the summary "${card.title}"` };
  };
}

/** Makes the edit of the imported content folder `dir`: the `title:` of the first card's endpoint file. */
function importedEditor(dir) {
  return (cards) => {
    const { id, title } = cards[0];
    const group = readdirSync(path.join(dir, 'endpoints')).find((g) => existsSync(path.join(dir, 'endpoints', g, `${id}.md`)));
    if (!group) throw new Error(`no endpoint file for the card ${id}`);
    const file = path.join(dir, 'endpoints', group, `${id}.md`);
    const original = readFileSync(file, 'utf8');
    return { file, original, edit: (marker) => original.replace(/^title: .*$/m, `title: ${marker}`), what: `the title "${title}"` };
  };
}

/** Starts `pamdocs serve <dir> --watch --port 0` in `cwd`: the child process, and the URL it prints (5 minutes at most). */
function startServe(dir, cwd) {
  const child = spawn(process.execPath, [CLI, 'serve', dir, '--watch', '--port', '0'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const url = new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      stdout += d;
      const found = /serving the docs at (http\S+)/.exec(stdout)?.[1];
      if (found) resolve(found);
    });
    child.on('exit', (code) => reject(new Error(`pamdocs serve exited with ${code}:\n${stderr}`)));
    setTimeout(() => reject(new Error(`pamdocs serve printed no URL in 5 minutes:\n${stderr}`)), 300_000).unref();
  });
  return { child, url };
}

/** Stops the serve process `child` (Ctrl-C) and waits for it to end. */
async function stopServe(child) {
  if (child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await Promise.race([ended, sleep(5000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Serves the content folder `dir` (in `cwd`) with --watch, opens its first group page in Chromium and times EDITS
 * edits made by `editor` (see specEditor): ms from each write to the page showing the new text, and what was edited.
 */
async function watchEdits(dir, cwd, editor) {
  const started = now();
  const { child, url: served } = startServe(dir, cwd);
  let browser;
  let target;
  try {
    const url = await served;
    const ready = now() - started;
    browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    // The landing's "API Reference" link opens the first group.
    await page.locator('a.header-link[href^="#/"]').first().click();
    await page.locator('[data-testid="endpoint-card"] h2').first().waitFor();
    const cards = await page.$$eval('[data-testid="endpoint-card"]', (els) =>
      els.map((e) => ({ id: e.id, title: e.querySelector('h2')?.textContent ?? '' })),
    );
    target = editor(cards);
    const times = [];
    for (let i = 1; i <= EDITS; i++) {
      const marker = `Bench marker ${i} ${Date.now().toString(36)}`;
      // Arm the observer, then write; it resolves with the epoch ms at which a card's heading shows the marker.
      await page.evaluate(
        ([text, timeout]) => {
          const shown = () => [...document.querySelectorAll('[data-testid="endpoint-card"] h2')].some((h) => h.textContent === text);
          window.__benchSeen = new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (!shown()) return;
              observer.disconnect();
              resolve(performance.timeOrigin + performance.now());
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
            setTimeout(() => {
              observer.disconnect();
              resolve(NaN);
            }, timeout);
          });
        },
        [marker, EDIT_TIMEOUT_MS],
      );
      const start = now();
      await writeFile(target.file, target.edit(marker));
      const seen = await page.evaluate(() => window.__benchSeen);
      times.push(Number.isNaN(seen) ? Infinity : seen - start);
      // Let the trailing re-read pass before the next edit, as between a writer's saves.
      await sleep(1000);
    }
    return { times, what: `${target.what} in ${path.relative(cwd, target.file)}`, ready };
  } finally {
    if (target) await writeFile(target.file, target.original);
    await browser?.close();
    await stopServe(child);
  }
}

const spec = path.resolve(args[0] ?? registrySpec());
const redocly = redoclyBin();
const tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-bench-spec-'));
const apiFile = `api${path.extname(spec) || '.json'}`;
const cache = path.join(tmp, 'node_modules', '.cache', 'pamdocs');
let failed = false;
try {
  mkdirSync(path.join(tmp, 'node_modules'));
  mkdirSync(path.join(tmp, 'docs'));
  await copyFile(spec, path.join(tmp, apiFile));
  await writeFile(path.join(tmp, 'docs', 'pamdocs.yaml'), `openapi: ../${apiFile}\n`);
  if (imported) run(CLI, ['import', apiFile, '--out', 'imported'], tmp);
  const dir = imported ? 'imported' : 'docs';
  const pamdocs = (cliArgs) => run(CLI, cliArgs, tmp);
  const redoc = () => run(redocly, ['build-docs', apiFile, '-o', 'redoc.html'], tmp, REDOCLY_ENV);
  const figures = { first: [], build: [], check: [] };
  for (let i = 0; i < runs; i++) {
    await rm(cache, { recursive: true, force: true });
    figures.first.push({ p: pamdocs(['build', dir, '--out', 'site']), r: redoc() });
    figures.build.push({ p: pamdocs(['build', dir, '--out', 'site']), r: redoc() });
    await rm(cache, { recursive: true, force: true });
    figures.check.push({ p: pamdocs(['check', dir]), r: redoc() });
    process.stderr.write(`run ${i + 1}/${runs} done\n`);
  }

  const rows = {};
  const verdicts = [];
  const row = (name, p, r, ratio, goal, held) => {
    rows[name] = { pamdocs: p, Redocly: r, ratio, goal, verdict: held ? 'held' : 'MISSED' };
    verdicts.push(held);
  };
  const timed = (name, pairs, goal) => {
    const ratio = median(pairs.map(({ p, r }) => p.ms / r.ms));
    row(
      name,
      seconds(median(pairs.map(({ p }) => p.ms))),
      seconds(median(pairs.map(({ r }) => r.ms))),
      `${ratio.toFixed(2)}x`,
      `<= ${goal.toFixed(1)}x`,
      ratio <= goal,
    );
  };
  timed('first build (empty cache)', figures.first, GOAL.firstRatio);
  timed('build (with the cache)', figures.build, GOAL.buildRatio);
  timed('check (empty cache)', figures.check, GOAL.checkRatio);
  const rss = Math.max(...figures.first.map(({ p }) => p.rss));
  const redocRss = Math.max(...Object.values(figures).flatMap((pairs) => pairs.map(({ r }) => r.rss)));
  row(
    'first build peak RSS (max)',
    mib(rss),
    mib(redocRss),
    `${(rss / redocRss).toFixed(2)}x`,
    `<= ${mib(GOAL.rssKiB)}`,
    rss <= GOAL.rssKiB,
  );
  if (!skipWatch) {
    const editor = imported ? importedEditor(path.join(tmp, dir)) : specEditor(path.join(tmp, apiFile));
    const seen = await watchEdits(dir, tmp, editor).catch((error) => {
      console.log(`serve --watch failed: ${error.message}`);
      return { times: [Infinity] };
    });
    const ms = median(seen.times);
    const shown = (t) => (Number.isFinite(t) ? `${Math.round(t)} ms` : 'never');
    row(
      'save -> page (median, max)',
      `${shown(ms)}, ${shown(Math.max(...seen.times))}`,
      '',
      '',
      `<= ${GOAL.watchMs} ms`,
      ms <= GOAL.watchMs,
    );
    if (seen.what)
      console.log(
        `serve --watch: ready ${seconds(seen.ready)} after its start; edited ${seen.what} ${EDITS} times: ${seen.times.map(shown).join(', ')}`,
      );
  }
  console.log(
    `${imported ? 'pamdocs (imported content folder)' : 'pamdocs (live openapi:)'} vs Redocly CLI ${REDOCLY_VERSION} build-docs of ${path.relative(process.cwd(), spec)}, ${runs} run${runs === 1 ? '' : 's'} in turn; ratio = pamdocs / Redocly, median of each run's:`,
  );
  console.table(rows);
  failed = verdicts.some((held) => !held);
  if (failed) console.log('A goal is missed.');
} finally {
  await rm(tmp, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
