/**
 * Code samples share one highlighting between endpoints that differ only in
 * their path (src/model/code/samples.ts): every highlighted sample must still
 * be exactly what highlight.js makes of the sample's own text, for the PAM
 * endpoints, a generated corpus and paths with every character a path may hold.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../bench/gen-corpus.mjs';
import { renderSamples } from '../../src/model/code/samples.js';
import { highlight, type HighlightLanguage } from '../../src/model/code/highlight.js';
import type { EndpointDocument } from '../../src/parse/documents.js';
import { loadContent } from '../../src/parse/load.js';
import { RunMemo } from '../../src/shared/jobs/run-memo.js';
import { Session } from '../../src/shared/session.js';
import { PAM_CONTENT } from '../helpers/content.js';
import { sampleText } from '../helpers/samples.js';

const GRAMMAR: Record<string, HighlightLanguage> = { curl: 'bash', javascript: 'javascript', python: 'python', java: 'java' };
const BEARER = [{ in: 'header' as const, name: 'Authorization', value: 'Bearer <token>' }];

/** Endpoints of the content folder `dir`. */
async function endpoints(dir: string): Promise<EndpointDocument['data'][]> {
  const content = await loadContent(dir, os.tmpdir(), { session: new Session() });
  return content.documents.flatMap((d) => (d.kind === 'endpoint' ? [d.data] : []));
}

/** How many samples of `eps` were checked; fails on the first whose HTML is not highlight.js's of its text. */
function expectSamplesAsHighlighted(eps: EndpointDocument['data'][]): number {
  // One memo for all, as a run of code jobs has: samples share their highlighting through it.
  const memo = new RunMemo();
  let checked = 0;
  for (const ep of eps) {
    for (const sample of renderSamples(ep, BEARER, memo)) {
      if (sample.html === undefined) continue;
      expect(sample.html, `${ep.method} ${ep.path} (${sample.language})`).toBe(highlight(sampleText(sample), GRAMMAR[sample.language]!, new RunMemo()));
      checked++;
    }
  }
  return checked;
}

describe('highlighted code samples', () => {
  it('are what highlight.js makes of their text, for every PAM endpoint', async () => {
    expect(expectSamplesAsHighlighted(await endpoints(PAM_CONTENT))).toBe(53 * 4);
  });

  it('are what highlight.js makes of their text, for 400 generated endpoints that share all but their paths', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-samples-'));
    try {
      await generateCorpus(400, path.join(work, 'content'));
      expect(expectSamplesAsHighlighted(await endpoints(path.join(work, 'content')))).toBe(400 * 4);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('are made, percent-encoded, and what highlight.js makes of their text, for paths with any character a path may hold', async () => {
    const [template] = await endpoints(PAM_CONTENT);
    const paths = ['/', '/a', '/v1/{name}:cancel', "/it's", '/say"hi"', '/a&b=c', '/x<y>', '/back\\slash', '/$HOME/~user', '/café/ü', '/q?x', '/#frag', '/%zz/%41', '/a|b^c`d', '/[x]', '/a{b', '/PAMDOCSPATH/{id}'];
    const eps = paths.flatMap((p) => [
      { ...template!, path: p, parameters: template!.parameters.filter((q) => q.in !== 'path').concat(p.includes('{id}') ? [{ ...template!.parameters[0]!, name: 'id', in: 'path' as const }] : []) },
      { ...template!, path: p, method: 'GET' as const, requestBody: undefined, parameters: [] },
    ]);
    expect(expectSamplesAsHighlighted(eps)).toBe(eps.length * 4);
    const curl = (p: string) => sampleText(renderSamples({ ...template!, path: p, method: 'GET', requestBody: undefined, parameters: [{ ...template!.parameters[0]!, name: 'id', in: 'path' }] }, [], new RunMemo())[0]!);
    expect(curl('/café/{id}')).toContain('/caf%C3%A9/{id}');
    expect(curl('/a|b"c/{id}')).toContain('/a%7Cb%22c/{id}');
    expect(curl("/it's/{id}")).toContain('/it%27s/{id}');
  });
});
