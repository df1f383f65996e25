/**
 * The Markdown of an imported description keeps its text and passes the
 * content's link and prose rules: links into the API's own site lose the
 * link, images from elsewhere become links, broken `json` fences become
 * `jsonc`; everything else is left byte for byte.
 */
import { describe, expect, it } from 'vitest';
import { importProse, plainLine, type ProseChanges } from '../../src/openapi/prose.js';

const fresh = (): ProseChanges => ({ unlinked: 0, images: 0, fences: 0, blocks: 0 });

describe('importProse', () => {
  it('leaves prose with nothing to change as it is, absolute links included', () => {
    const text = 'See [the spec](https://spec.openapis.org/oas/v3.1.0) and <https://example.com>.\n\n```json\n{ "a": 1 }\n```\n';
    const changes = fresh();
    expect(importProse(text, changes)).toBe(text);
    expect(changes).toEqual({ unlinked: 0, images: 0, fences: 0, blocks: 0 });
  });

  it('unlinks relative links and fragments, turns remote images into links, refences broken json, and counts each', () => {
    const changes = fresh();
    const out = importProse(
      'Read [the guide](/docs/guide) and [pets](#tag/pets) first.\n\n![Diagram](https://example.com/d.png)\n\n```json\n{ "a": 1, }\n```\n',
      changes,
    );
    expect(out).toBe('Read the guide and pets first.\n\n[Diagram](https://example.com/d.png)\n\n```jsonc\n{ "a": 1, }\n```\n');
    expect(changes).toEqual({ unlinked: 2, images: 1, fences: 1, blocks: 0 });
  });

  it('reads references as the links and images of their definitions, and leaves out a definition that leads nowhere', () => {
    const changes = fresh();
    const out = importProse(
      'Create a key:\n\n![Creating API key][1]\n\nSee [the guide][guide] and [the spec][spec].\n\n  [1]: assets/qs/key.png\n  [guide]: /docs/guide\n  [spec]: https://spec.openapis.org\n',
      changes,
    );
    expect(out).toBe('Create a key:\n\nCreating API key\n\nSee the guide and [the spec][spec].\n\n  [spec]: https://spec.openapis.org\n');
    expect(changes).toEqual({ unlinked: 2, images: 1, fences: 0, blocks: 0 });
  });

  it('escapes a directive that is no block, so the file shows its text as the document read live does', () => {
    const changes = fresh();
    const text = 'Deletes it.\n\n:::note\nThe job stays.\n:::\n\n:::cards\n### One\n:::\n';
    expect(importProse(text, changes)).toBe('Deletes it.\n\n\\:\\:\\:note\nThe job stays.\n:::\n\n:::cards\n### One\n:::\n');
    expect(changes).toEqual({ unlinked: 0, images: 0, fences: 0, blocks: 1 });
  });
});

describe('plainLine', () => {
  it('gives the first paragraph or heading as one line of plain text, code kept in backticks', () => {
    expect(plainLine('# Pets\n\nMore.', 'x')).toBe('Pets');
    expect(plainLine('Get [all planets](#tag/planets) with `GET /planets`\nor\n![a](b.png) ones.\n\nSecond.', 'x')).toBe(
      'Get all planets with `GET /planets` or a ones.',
    );
    expect(plainLine('  ', 'Version 1')).toBe('Version 1');
  });
});
