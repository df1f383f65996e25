/**
 * The changelog of a project that lists versions of one API
 * (tests/fixtures/changelog: `shop` in versions 1 and 2, listed oldest
 * first): what changed from each version to the next, as `pamdocs diff`
 * classifies it, each operation linked to its card in the version that has
 * it, delivered by a data script of its own; none for a site of one version.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../../src/index.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { DATA_CALLBACK, type ChangelogPage, type SiteIndex } from '../../src/shared/page-protocol.js';
import { Session } from '../../src/shared/session.js';
import { ROOT, tempContent, useTempContent } from '../helpers/content.js';
import { pageScripts } from '../helpers/page-scripts.js';

const FIXTURE = path.join(ROOT, 'tests/fixtures/changelog');
const track = useTempContent();

/** A copy of the fixture project, with `files` (content-relative path -> text) written into it. */
async function project(files: Record<string, string> = {}) {
  const temp = track(await tempContent(FIXTURE));
  for (const [rel, text] of Object.entries(files)) await temp.write(rel, text);
  return temp;
}

/** A build of `temp` in memory (it must succeed). */
async function built(temp: { cwd: string }, session = new Session()) {
  const site = await buildFiles({ cwd: temp.cwd, session });
  expect(site.diagnostics).toEqual([]);
  return site;
}

/** The payload a data script delivers: the JSON its `window[DATA_CALLBACK](key, payload)` call passes. */
function payloadOf(script: string, key: string): unknown {
  const prefix = `window[${JSON.stringify(DATA_CALLBACK)}](${JSON.stringify(key)},`;
  expect(script.startsWith(prefix)).toBe(true);
  return JSON.parse(script.slice(prefix.length, script.lastIndexOf(')')));
}

describe('a project listing two versions of one API', () => {
  it('gets the changelog: an operation removed is breaking and links to its card in the earlier version, one added is a note linking to the later', async () => {
    const site = await built(await project());
    expect(site.model!.changelog).toEqual([
      {
        api: 'shop',
        title: 'Pet Shop',
        steps: [
          {
            from: '1',
            to: '2',
            breaking: 1,
            operations: [
              {
                method: 'GET',
                path: '/pets',
                href: '/shop-2-pets?scroll=list-pets',
                version: '2',
                changes: [{ severity: 'note', rule: 'diff/new-optional-request-parameter', message: expect.stringContaining('`tag`') }],
              },
              {
                method: 'GET',
                path: '/pets/{petId}',
                href: '/shop-2-pets?scroll=get-pet',
                version: '2',
                changes: [
                  { severity: 'warning', rule: 'diff/response-non-success-status-removed', message: expect.stringContaining('404') },
                ],
              },
              {
                method: 'DELETE',
                path: '/pets/{petId}',
                href: '/shop-1-pets?scroll=delete-pet',
                version: '1',
                changes: [
                  {
                    severity: 'error',
                    rule: 'diff/api-removed-without-deprecation',
                    message: 'the operation DELETE /pets/{petId} was removed without being deprecated first',
                  },
                ],
              },
              {
                method: 'GET',
                path: '/stores',
                href: '/shop-2-stores?scroll=list-stores',
                version: '2',
                changes: [{ severity: 'note', rule: 'diff/endpoint-added', message: 'the operation GET /stores was added' }],
              },
            ],
          },
        ],
      },
    ]);
    // Each link names a card of the site.
    for (const op of site.model!.changelog![0]!.steps[0]!.operations) {
      const [route, anchor] = op.href!.split('?scroll=');
      expect(site.model!.groups.find((g) => g.route === route)?.endpoints.map((e) => e.id)).toContain(anchor);
    }
  });

  it('delivers it in a data script of its own, which the index names and a deep link to #/changelog fetches at once', async () => {
    const site = await built(await project());
    const index = site.scripts!.payloads.get(site.scripts!.index)!;
    const { assets } = JSON.parse(index) as SiteIndex;
    expect(assets.changelog).toMatch(/^assets\/changelog-[0-9a-f]+\.js$/);
    const page = payloadOf(String(site.files.get(assets.changelog!)), 'changelog') as ChangelogPage;
    expect(page.apis).toEqual(site.model!.changelog);
    expect(pageScripts(String(site.files.get('index.html'))).routes['/changelog']).toBe(assets.changelog);
  });

  it('pairs consecutive versions in `openapi:` order, newest first, with the severities of `rules:`, and lets Markdown link to #/changelog', async () => {
    const temp = await project({
      'pamdocs.yaml':
        'siteTitle: Pet Shop\nopenapi:\n  - { path: shop-v1.yaml, id: shop, version: "1" }\n  - { path: shop-v2.yaml, id: shop, version: "2" }\n  - { path: shop-v3.yaml, id: shop, version: "3" }\nrules:\n  diff/new-optional-request-parameter: off\n',
      'guides/upgrading.md': '---\ntitle: Upgrading\n---\n\nRead [the changelog](#/changelog) first.\n',
    });
    // Version 3 deprecates listing the pets.
    await temp.write(
      'shop-v3.yaml',
      (await temp.read('shop-v2.yaml')).replace('summary: List pets\n', 'summary: List pets\n      deprecated: true\n'),
    );
    expect((await check({ cwd: temp.cwd })).diagnostics).toEqual([]);
    const [shop] = (await built(temp)).model!.changelog!;
    expect(
      shop!.steps.map((s) => [
        s.from,
        s.to,
        s.breaking,
        s.operations.flatMap((o) => o.changes.map((c) => `${o.method} ${o.path} ${c.rule}`)),
      ]),
    ).toEqual([
      ['2', '3', 0, ['GET /pets diff/endpoint-deprecated']],
      [
        '1',
        '2',
        1,
        [
          'GET /pets/{petId} diff/response-non-success-status-removed',
          'DELETE /pets/{petId} diff/api-removed-without-deprecation',
          'GET /stores diff/endpoint-added',
        ],
      ],
    ]);
  });

  it("follows an edit of a version's document in the same session (the dev server's)", async () => {
    const temp = await project();
    const session = new Session();
    const first = (await built(temp, session)).model!.changelog!;
    expect((await built(temp, session)).model!.changelog).toEqual(first);
    await temp.write(
      'shop-v2.yaml',
      (await temp.read('shop-v2.yaml')).replace(
        '        "200":\n          description: The pet.',
        '        "201":\n          description: The pet.',
      ),
    );
    const next = (await built(temp, session)).model!.changelog!;
    expect(
      next[0]!.steps[0]!.operations.find((o) => o.path === '/pets/{petId}' && o.method === 'GET')!.changes.map((c) => c.rule),
    ).toContain('diff/response-success-status-removed');
  });
});

describe('a site without versions of an API', () => {
  it('has no changelog, no changelog script and no route for it', async () => {
    const temp = await project({ 'pamdocs.yaml': 'openapi:\n  - { path: shop-v2.yaml, id: shop }\n' });
    const site = await built(temp);
    expect(site.model!.changelog).toBeUndefined();
    expect(JSON.parse(site.scripts!.payloads.get(site.scripts!.index)!).assets).not.toHaveProperty('changelog');
    expect([...site.files.keys()].filter((f) => f.includes('changelog'))).toEqual([]);
  });
});
