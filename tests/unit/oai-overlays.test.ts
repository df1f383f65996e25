/**
 * OAI overlays (Overlay Specification 1.0 and 1.1): applying their actions
 * to a document, and what `check` reports of them, with rule id and place.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../../src/index.js';
import { applyOverlays } from '../../src/openapi/oai-overlays/apply.js';
import { readOverlay, type OverlayFile } from '../../src/openapi/oai-overlays/read.js';
import { ROOT, tempContent, useTempContent } from '../helpers/content.js';

const track = useTempContent();
/** A 3.1 document and the overlays of its docs team (tests/fixtures/overlays). */
const OVERLAYS = path.join(ROOT, 'tests/fixtures/overlays');

/** The overlay of `actions` (YAML lines under `actions:`), read from `file`. */
async function overlayOf(actions: string, file = 'overlay.yaml', version = '1.0.0'): Promise<OverlayFile> {
  const text = `overlay: ${version}\ninfo:\n  title: Test\n  version: 1.0.0\nactions:\n${actions}`;
  const read = await readOverlay(file, '/work', text);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  return read.overlay;
}

const doc = () => ({
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  tags: [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
  paths: { '/pets': { get: { summary: 'List', parameters: [{ name: 'x', in: 'query' }] } } },
});

describe('applying an OAI overlay', () => {
  it('merges an update into each selected object, replacing primitives and adding properties', async () => {
    const value = doc();
    const overlay = await overlayOf('  - target: $.paths.*.get\n    update:\n      summary: Browse\n      description: All of them.\n');
    expect(applyOverlays(value, [overlay]).diagnostics).toEqual([]);
    expect(value.paths['/pets'].get).toEqual({
      summary: 'Browse',
      description: 'All of them.',
      parameters: [{ name: 'x', in: 'query' }],
    });
  });

  it('appends an object to a selected array, and concatenates an array with an array property', async () => {
    const value = doc();
    const overlay = await overlayOf(
      [
        '  - target: $.tags',
        '    update:',
        '      name: d',
        '  - target: $.paths.*.get',
        '    update:',
        '      parameters:',
        '        - name: y',
        '          in: header',
        '',
      ].join('\n'),
    );
    applyOverlays(value, [overlay]);
    expect(value.tags.map((t) => t.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(value.paths['/pets'].get.parameters.map((p) => p.name)).toEqual(['x', 'y']);
  });

  it('removes the selected nodes, applies actions in order, and overlays in order', async () => {
    const value = doc() as Record<string, unknown> & ReturnType<typeof doc>;
    const first = await overlayOf(
      ["  - target: $.tags[?@.name != 'b']", '    remove: true', '  - target: $.tags', '    update:', '      name: e', ''].join('\n'),
    );
    const second = await overlayOf("  - target: $.tags[?@.name == 'e']\n    update:\n      description: Added after.\n", 'second.yaml');
    applyOverlays(value, [first, second]);
    expect(value.tags).toEqual([{ name: 'b' }, { name: 'e', description: 'Added after.' }]);
  });

  it('changes a node a target selects twice once', async () => {
    const value = doc();
    const overlay = await overlayOf('  - target: $.tags[0,0]\n    remove: true\n');
    applyOverlays(value, [overlay]);
    expect(value.tags.map((t) => t.name)).toEqual(['b', 'c']);
  });

  it('copies the one node `copy` selects (1.1)', async () => {
    const value = doc();
    const overlay = await overlayOf('  - target: $.tags[2]\n    copy: $.tags[0]\n', 'overlay.yaml', '1.1.0');
    applyOverlays(value, [overlay]);
    expect(value.tags[2]).toEqual({ name: 'a' });
  });

  it('keeps where each value was written: the overlay for what it wrote, the document for the rest, across a removal', async () => {
    const value = doc();
    const overlay = await overlayOf('  - target: $.tags[0]\n    remove: true\n  - target: $.tags\n    update:\n      name: z\n');
    const { origins } = applyOverlays(value, [overlay]);
    // tags[0] is now the document's tags[1]; tags[2] the overlay's update.
    expect(origins.of(['tags', 0, 'name'])).toEqual({ source: 0, path: ['tags', '1', 'name'] });
    expect(origins.of(['tags', 2, 'name'])).toEqual({ source: 1, path: ['actions', '1', 'update', 'name'] });
    expect(origins.of(['paths', '/pets', 'get'])).toEqual({ source: 0, path: ['paths', '/pets', 'get'] });
  });
});

describe('what check reports of OAI overlays', () => {
  /** The fixture tests/fixtures/overlays with `pamdocs.yaml` naming `overlays`, and the files `more` written beside it. */
  async function project(overlays: string[], more: Record<string, string> = {}) {
    const temp = track(await tempContent(OVERLAYS));
    await writeFile(path.join(temp.dir, 'pamdocs.yaml'), `openapi:\n  - path: openapi.yaml\n    overlays: [${overlays.join(', ')}]\n`);
    for (const [rel, text] of Object.entries(more)) await writeFile(path.join(temp.dir, rel), text);
    const { diagnostics } = await check({ cwd: temp.cwd });
    return diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.rule} ${d.message}`);
  }

  it('is clean for the overlay that retitles, describes and removes', async () => {
    expect(await project(['overlay.yaml'])).toEqual([]);
  });

  it('warns at the line of an action whose target matches nothing', async () => {
    expect(await project(['overlay.yaml', 'no-match.yaml'])).toEqual([
      "content/no-match.yaml:6:13 warning oai-overlay/no-match The target `$.paths['/owners'].get` of this action matches nothing in `content/openapi.yaml`",
    ]);
  });

  it('reports a malformed overlay at its line, and builds nothing of the document', async () => {
    const broken =
      'overlay: 1.0.0\ninfo:\n  title: T\n  version: 1.0.0\nactions:\n  - target: $.paths[?@.x=]\n    update: {}\n  - remove: true\n';
    expect(await project(['broken.yaml'], { 'broken.yaml': broken })).toEqual([
      "content/broken.yaml:6:13 error oai-overlay/invalid Invalid JSONPath `$.paths[?@.x=]`: unexpected filter selector token '='",
      'content/broken.yaml:8:5 error oai-overlay/invalid This action has no `target` (a JSONPath, e.g. `$.paths.*.get`)',
    ]);
    expect(await project(['none.yaml'], { 'none.yaml': 'info: {}\n' })).toEqual([
      'content/none.yaml:1:1 error oai-overlay/invalid Not an OAI overlay: it has no `overlay` version (`overlay: 1.0.0` or `overlay: 1.1.0`)',
      'content/none.yaml:1:1 error oai-overlay/invalid An overlay needs `actions`: a list of at least one action',
      'content/none.yaml:1:7 error oai-overlay/invalid An overlay needs `info` with a `title` and a `version`',
    ]);
  });

  it('reports an update that does not fit what it selects at its line', async () => {
    const text =
      "overlay: 1.0.0\ninfo:\n  title: T\n  version: 1.0.0\nactions:\n  - target: $.paths['/pets'].get\n    update:\n      summary:\n        nested: no\n";
    expect(await project(['misfit.yaml'], { 'misfit.yaml': text })).toEqual([
      'content/misfit.yaml:9:9 error oai-overlay/invalid Cannot merge an object into a string, `summary` of the document',
    ]);
  });

  it("reports a problem of a value the overlay wrote at the overlay's line", async () => {
    const text = [
      'overlay: 1.0.0',
      'info:',
      '  title: T',
      '  version: 1.0.0',
      'actions:',
      "  - target: $.paths['/pets'].get",
      '    update:',
      '      parameters:',
      '        - name: limit',
      '          schema:',
      '            type: integer',
      '',
    ].join('\n');
    expect(await project(['overlay.yaml', 'bad.yaml'], { 'bad.yaml': text })).toEqual([
      'content/bad.yaml:9:9 error openapi/invalid-document The field `in` must be present on this level',
    ]);
  });

  it("reports a problem of the document's at the document's line, after a removal moved it in its list", async () => {
    const spec = (await readFile(path.join(OVERLAYS, 'openapi.yaml'), 'utf8')).replace(
      'tags:\n',
      'tags:\n  - name: old\n  - name: older\n  - name: broken\n    externalDocs: 5\n',
    );
    const text = "overlay: 1.0.0\ninfo:\n  title: T\n  version: 1.0.0\nactions:\n  - target: $.tags[?@.name == 'old']\n    remove: true\n";
    expect(await project(['drop.yaml'], { 'openapi.yaml': spec, 'drop.yaml': text })).toEqual([
      'content/openapi.yaml:9:19 error openapi/invalid-document Expected type `ExternalDocs` (object) but got `integer`',
    ]);
  });

  it('reports `overlays` in a pamdocs.yaml that names no OpenAPI document, which would apply them to nothing', async () => {
    const temp = track(await tempContent());
    await writeFile(path.join(temp.dir, 'pamdocs.yaml'), `${await temp.read('pamdocs.yaml')}overlays: [docs-changes.yaml]\n`);
    const { diagnostics } = await check({ cwd: temp.cwd });
    expect(diagnostics.map((d) => `${d.file}:${d.line} ${d.rule} ${d.message}`)).toEqual([
      'content/pamdocs.yaml:26 config/invalid-value Invalid `overlays`: `overlays` (OAI overlays) apply to the OpenAPI documents of `openapi`, and there is none',
    ]);
  });
});
