/**
 * The site for machine readers (docs/guides/site.md, For machine readers):
 * `llms.txt`, `llms-full.txt` and the Markdown twin of every page, in the
 * PAM build, a starter project with a guide and a project reading
 * `@scalar/galaxy` live, and as `serve` serves them. Expected values come
 * from the content (pamdocs.yaml, the Markdown files, the OpenAPI document),
 * read here with gray-matter and YAML, not from the site under test.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { diff, init, serve } from '../../src/index.js';
import type { FileMap } from '../../src/emit/site-files.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { Session } from '../../src/shared/session.js';
import { PAM_CONTENT, ROOT, tempContent } from '../helpers/content.js';

const require = createRequire(import.meta.url);

/** The text of `file` of a build (it must be there). */
function text(files: FileMap, file: string): string {
  const body = files.get(file);
  expect(body, file).toBeDefined();
  return String(body);
}

/** `text` as a regular expression that matches it. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `markdown` without its fenced code blocks (whose text is no Markdown). */
const withoutFences = (markdown: string) => markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');

/** The relative link destinations of `markdown` (`[text](url)`, outside fenced code), without their fragments, as site paths seen from `from`. */
function linkedFiles(markdown: string, from: string): string[] {
  return [...withoutFences(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((url) => !/^[a-z]+:/i.test(url))
    .map((url) => decodeURIComponent(new URL(url, `http://site/${from}`).pathname.slice(1)));
}

/** The site's files every link of `file` leads to are in `files`. */
function expectLinksResolve(files: FileMap, file: string): void {
  const missing = linkedFiles(text(files, file), file).filter((target) => !files.has(target));
  expect(missing, `links of ${file} to files the site lacks`).toEqual([]);
}

/** The items of the list under `## heading` of `llms.txt`: [text, url, note]. */
function listUnder(llms: string, heading: string): [string, string, string][] {
  const section = llms.split(/^## /m).find((s) => s.startsWith(`${heading}\n`)) ?? '';
  return [...section.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)(?:: (.*))?$/gm)].map((m) => [m[1]!, m[2]!, m[3] ?? '']);
}

/** The PAM content as its files declare it: pamdocs.yaml, and each group's endpoint files' frontmatter and body. */
async function pamContent() {
  const config = YAML.parse(await readFile(path.join(PAM_CONTENT, 'pamdocs.yaml'), 'utf8')) as {
    siteTitle: string;
    hero: { tagline: string };
    groups: { id: string; title: string; heading?: string; endpoints: string[] }[];
  };
  const endpoint = async (group: string, id: string) => {
    const file = matter(await readFile(path.join(PAM_CONTENT, 'endpoints', group, `${id}.md`), 'utf8'));
    return {
      id,
      body: file.content,
      data: file.data as {
        title: string;
        method: string;
        path: string;
        parameters?: { name: string; in: string }[];
        requestBody?: { example?: string };
      },
    };
  };
  return { config, endpoint };
}

describe('the PAM build', () => {
  let files: FileMap;
  let content: Awaited<ReturnType<typeof pamContent>>;
  beforeAll(async () => {
    const built = await buildFiles({ dir: PAM_CONTENT, session: new Session() });
    expect(built.ok).toBe(true);
    files = built.files;
    content = await pamContent();
  });

  it('has llms.txt: the site title as H1, the summary as a quote, each group linked to its twin, every link a file of the site', () => {
    const llms = text(files, 'llms.txt');
    const lines = llms.split('\n');
    expect(lines[0]).toBe(`# ${content.config.siteTitle}`);
    expect(lines[1]).toBe('');
    expect(lines[2]).toBe(`> ${content.config.hero.tagline}`);
    const groups = listUnder(llms, 'API reference');
    expect(groups.map(([title]) => title)).toEqual(content.config.groups.map((g) => g.title));
    for (const [, url, note] of groups) {
      expect(files.has(url), url).toBe(true);
      expect(note).toMatch(/\(\d+ endpoints?\)$/);
    }
    // The landing and the entities are listed too, and every link leads to a file of the site.
    expect(listUnder(llms, 'Overview')).toHaveLength(1);
    expect(listUnder(llms, 'Data model')).toHaveLength(1);
    expectLinksResolve(files, 'llms.txt');
  });

  it("has a twin of each group page holding each endpoint's title, METHOD /path, parameter rows and fenced request example", async () => {
    const llms = text(files, 'llms.txt');
    for (const group of content.config.groups) {
      const [, url] = listUnder(llms, 'API reference').find(([title]) => title === group.title)!;
      const twin = text(files, url);
      expect(twin.split('\n')[0]).toBe(`# ${group.heading ?? group.title}`);
      for (const id of group.endpoints) {
        const { data } = await content.endpoint(group.id, id);
        expect(twin).toContain(`\n## ${data.title}\n\n\`${data.method} ${data.path}\`\n`);
        for (const p of data.parameters ?? []) expect(twin).toMatch(new RegExp(`^\\| \`${escapeRegExp(p.name)}\` \\| ${p.in} \\| `, 'm'));
        if (data.requestBody?.example)
          expect(twin).toMatch(new RegExp(`\n\`\`\`[a-z]*\n${escapeRegExp(data.requestBody.example.trimEnd())}\n\`\`\`\n`));
      }
      expect(twin, 'no HTML of the site in a twin').not.toMatch(/<(p|a|code|span)[ >]/);
      expectLinksResolve(files, url);
    }
  });

  it("carries each body's Markdown as written, its links into the site leading to the twins of the pages they name", async () => {
    const cart = content.config.groups.find((g) => g.id === 'cart')!;
    const twin = text(files, 'md/api/cart.md');
    for (const id of cart.endpoints) {
      const { body } = await content.endpoint(cart.id, id);
      // Each paragraph of the body is in the twin, its site links (`#/<group>?scroll=<id>`) as links to `<group>.md#<id>`.
      for (const paragraph of body.trim().split(/\n\n+/)) {
        expect(twin).toContain(paragraph.replace(/\]\(#\/([a-z-]+)\?scroll=([a-z-]+)\)/g, ']($1.md#$2)'));
      }
    }
  });

  it('has llms-full.txt: every twin, its links leading from the site root', () => {
    const full = text(files, 'llms-full.txt');
    const twins = [...files.keys()].filter((f) => f.startsWith('md/')).sort();
    expect(twins.length).toBe(content.config.groups.length + 2);
    for (const twin of twins) expect(full).toContain(`\n${text(files, twin).split('\n')[0]}\n`);
    for (const group of content.config.groups) expect(full).toContain(`](md/api/${group.id}.md#`);
    expectLinksResolve(files, 'llms-full.txt');
  });

  it('links the landing twin to the built diagram and the entities', () => {
    const landing = text(files, 'md/index.md');
    const images = linkedFiles(landing, 'md/index.md').filter((f) => f.startsWith('assets/'));
    expect(images.length).toBeGreaterThan(0);
    expect(linkedFiles(landing, 'md/index.md')).toContain('md/entities.md');
    expectLinksResolve(files, 'md/index.md');
    expectLinksResolve(files, 'md/entities.md');
  });
});

describe('a project with a guide (the starter)', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-llms-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('lists the guide in llms.txt and writes its twin, headings under its title and links to the twins', async () => {
    await init({ dir: 'docs', cwd: tmp });
    const guide = matter(await readFile(path.join(tmp, 'docs/guides/getting-started.md'), 'utf8'));
    const title = (guide.data as { title: string }).title;
    const { files } = await buildFiles({ dir: 'docs', cwd: tmp, session: new Session() });
    const item = [...text(files, 'llms.txt').matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].find((m) => m[1] === title);
    expect(item, 'the guide listed in llms.txt').toBeDefined();
    const url = item![2]!;
    const twin = text(files, url);
    expect(twin.split('\n')[0]).toBe(`# ${title}`);
    // Its highest heading is the first level under the title, as on the site.
    const first = /^(#+) (.*)$/m.exec(guide.content)!;
    expect(twin).toContain(`\n## ${first[2]}\n`);
    expectLinksResolve(files, url);
    expectLinksResolve(files, 'llms-full.txt');
  });
});

describe('a project reading @scalar/galaxy live', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-llms-galaxy-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('has a twin of each group holding every operation of the document, with its description as written and its parameters', async () => {
    const spec = require.resolve('@scalar/galaxy/3.1.json');
    type Parameter = { name: string; in: string };
    const document = JSON.parse(await readFile(spec, 'utf8')) as {
      paths: Record<string, Record<string, { description?: string; parameters?: (Parameter | { $ref: string })[] }>>;
      components: { parameters: Record<string, Parameter> };
    };
    const parameter = (p: Parameter | { $ref: string }) => ('$ref' in p ? document.components.parameters[p.$ref.split('/').at(-1)!]! : p);
    await writeFile(path.join(tmp, 'pamdocs.yaml'), `openapi: ${JSON.stringify(spec)}\n`);
    const built = await buildFiles({ dir: '.', cwd: tmp, session: new Session() });
    expect(built.ok).toBe(true);
    const { files } = built;
    const groups = listUnder(text(files, 'llms.txt'), 'API reference');
    expect(groups.length).toBeGreaterThan(0);
    const twins = groups.map(([, url]) => text(files, url)).join('\n');
    let parameters = 0;
    for (const [p, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!['get', 'put', 'post', 'delete', 'patch'].includes(method)) continue;
        expect(twins).toContain(`\`${method.toUpperCase()} ${p}\``);
        if (op.description) expect(twins).toContain(op.description.trim().split('\n')[0]);
        for (const param of (op.parameters ?? []).map(parameter)) {
          expect(twins).toMatch(new RegExp(`^\\| \`${escapeRegExp(param.name)}\` \\| ${param.in} \\| `, 'm'));
          parameters++;
        }
      }
    }
    expect(parameters).toBeGreaterThan(0);
    for (const [, url] of groups) expectLinksResolve(files, url);
    expectLinksResolve(files, 'llms-full.txt');
  });
});

describe('a project listing two versions of one API', () => {
  it("lists each version's groups under its name and the changelog, whose twin names every operation pamdocs diff finds changed, its breaking changes marked", async () => {
    const fixture = path.join(ROOT, 'tests/fixtures/changelog');
    const temp = await tempContent(fixture);
    try {
      const { files } = await buildFiles({ cwd: temp.cwd, session: new Session() });
      const config = YAML.parse(await readFile(path.join(fixture, 'pamdocs.yaml'), 'utf8')) as {
        openapi: { path: string; version: string }[];
      };
      const found = await diff({ base: path.join(fixture, config.openapi[0]!.path), head: path.join(fixture, config.openapi[1]!.path) });
      if (!found.ok) throw new Error('the fixture must compare');
      const llms = text(files, 'llms.txt');
      const [[, url] = []] = listUnder(llms, 'Changelog');
      const twin = text(files, url!);
      for (const change of found.changes)
        expect(twin).toMatch(new RegExp(`^- \\[${escapeRegExp(change.operation)}\\]\\(|^- \`${escapeRegExp(change.operation)}\``, 'm'));
      expect(twin.match(/\*\*Breaking:\*\*/g)?.length ?? 0).toBe(found.breaking);
      // Each version's groups under a section of its own.
      for (const { version } of config.openapi) expect(llms).toMatch(new RegExp(`^## .* ${escapeRegExp(version)}$`, 'm'));
      expectLinksResolve(files, url!);
      expectLinksResolve(files, 'llms.txt');
    } finally {
      await temp.cleanup();
    }
  });
});

describe('serve', () => {
  it('serves llms.txt, llms-full.txt and the twins as the build writes them, as text/plain and text/markdown', async () => {
    const temp = await tempContent();
    const built = await buildFiles({ cwd: temp.cwd, session: new Session() });
    const handle = await serve({ cwd: temp.cwd, port: 0 });
    try {
      const twins = [...built.files.keys()].filter((f) => f.endsWith('.md'));
      expect(twins.length).toBeGreaterThan(0);
      for (const file of ['llms.txt', 'llms-full.txt', ...twins]) {
        const res = await fetch(new URL(file, handle.url));
        expect(res.status, file).toBe(200);
        expect(res.headers.get('content-type'), file).toBe(
          file.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8',
        );
        expect(await res.text(), file).toBe(text(built.files, file));
      }
    } finally {
      await handle.close();
      await temp.cleanup();
    }
  });
});
