/**
 * The projects of the cache equivalence test (tests/unit/cache-equivalence.test.ts),
 * each in a temporary working directory of its own (with a `node_modules`
 * folder, so its cache folder is its own): the PAM content, a generated
 * corpus, a project reading an OpenAPI document live, and an imported one.
 * Each runs on a build of pamdocs: the TypeScript sources, or the compiled
 * `dist/` (the only one whose first builds process files on worker threads).
 */
import { cp, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateCorpus } from '../../bench/gen-corpus.mjs';
import * as sourceBundle from '../../src/emit/bundle.js';
import * as sourceCheck from '../../src/pipeline/check.js';
import * as sourceBuild from '../../src/pipeline/build.js';
import * as sourceSiteBuild from '../../src/pipeline/site-build.js';
import { initFrom } from '../../src/pipeline/init.js';
import { importSpec } from '../../src/pipeline/import.js';
import * as sourceCache from '../../src/shared/cache.js';
import * as sourceSession from '../../src/shared/session.js';
import { PAM_CONTENT, ROOT } from './content.js';

/** The OpenAPI document of the live and imported projects: Scalar's Galaxy (10 operations, 10 schemas). */
export const GALAXY = path.join(ROOT, 'node_modules/@scalar/galaxy/dist/latest.yaml');

/** The parts of pamdocs a run uses, from one build of it (classes and functions of two builds must not mix). */
export interface Pamdocs {
  /** `src` or `dist`. */
  name: string;
  build: typeof sourceBuild.build;
  buildFiles: typeof sourceSiteBuild.buildFiles;
  check: typeof sourceCheck.check;
  Session: typeof sourceSession.Session;
  MemoryCache: typeof sourceCache.MemoryCache;
  DiskCache: typeof sourceCache.DiskCache;
  bundleTemplate: typeof sourceBundle.bundleTemplate;
}

/** pamdocs from its TypeScript sources, as the other unit tests run it. */
export const SOURCES: Pamdocs = {
  name: 'src',
  ...sourceBuild,
  ...sourceSiteBuild,
  ...sourceCheck,
  ...sourceSession,
  ...sourceCache,
  ...sourceBundle,
};

/**
 * pamdocs compiled (`npm run compile`, which `npm test` runs first): its
 * first builds of more than PARALLEL_THRESHOLD files run on worker threads.
 * @throws Error when dist/ is older than a file of src/ (it would test other code)
 */
export async function compiled(): Promise<Pamdocs> {
  const built = (await stat(path.join(ROOT, 'dist/index.js')).catch(() => undefined))?.mtimeMs ?? 0;
  for (const name of await readdir(path.join(ROOT, 'src'), { recursive: true })) {
    if ((await stat(path.join(ROOT, 'src', String(name)))).mtimeMs > built)
      throw new Error(`dist/ is older than src/${String(name)}: run \`npm run compile\` first (npm test does)`);
  }
  const load = (module: string) => import(pathToFileURL(path.join(ROOT, 'dist', module)).href);
  const [build, siteBuild, index, session, cache, bundle] = await Promise.all(
    ['pipeline/build.js', 'pipeline/site-build.js', 'index.js', 'shared/session.js', 'shared/cache.js', 'emit/bundle.js'].map(load),
  );
  return { name: 'dist', ...build, ...siteBuild, check: index.check, ...session, ...cache, ...bundle } as Pamdocs;
}

/** A project: its working directory, content folder and the OpenAPI document it reads (outside the folder), if any. */
export interface Project {
  name: string;
  cwd: string;
  /** Absolute content folder. */
  dir: string;
  /** Absolute path of the OpenAPI document `pamdocs.yaml` names. */
  spec?: string;
  /** Whether `pamdocs.yaml` lists the endpoint files (`groups[].endpoints`). */
  inventory: boolean;
  lib: Pamdocs;
  cleanup(): Promise<void>;
}

/** The kinds of project. */
export type ProjectKind = 'pam' | 'corpus' | 'live' | 'imported';

/** An overlay the live project starts with: prose and a title added to an operation. */
const OVERLAY = `---
operation: getPlanet
title: Look up a planet
summary: One planet, by its id.
---

Planets are found by id; see [the planets](#/planets?scroll=get-all-data) for all of them.
`;

/** A new project of `kind` in a temporary folder; `endpoints`: the size of a generated corpus. */
export async function makeProject(kind: ProjectKind, lib: Pamdocs, endpoints = 250): Promise<Project> {
  const cwd = await mkdtemp(path.join(os.tmpdir(), `pamdocs-cache-${kind}-`));
  await mkdir(path.join(cwd, 'node_modules'));
  const dir = path.join(cwd, 'content');
  const project: Project = {
    name: kind,
    cwd,
    dir,
    inventory: kind !== 'live',
    lib,
    cleanup: () => rm(cwd, { recursive: true, force: true }),
  };
  if (kind === 'pam') await cp(PAM_CONTENT, dir, { recursive: true });
  else if (kind === 'corpus') await generateCorpus(endpoints, dir);
  else if (kind === 'imported') {
    const imported = await importSpec({ spec: GALAXY, out: dir, cwd });
    if (!imported.written) throw new Error(`import of ${GALAXY} failed`);
  } else {
    project.spec = path.join(cwd, 'api.yaml');
    await cp(GALAXY, project.spec);
    const made = await initFrom({ spec: 'api.yaml', dir: 'content', cwd });
    if (!made.ok) throw new Error(`init --from ${GALAXY} failed`);
    await mkdir(path.join(dir, 'endpoints'));
    await writeFile(path.join(dir, 'endpoints/get-planet.md'), OVERLAY);
  }
  // Whatever setting up left in the cache folder: the runs start without it.
  await rm(path.join(cwd, 'node_modules/.cache'), { recursive: true, force: true });
  return project;
}
