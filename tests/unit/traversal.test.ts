/**
 * Hostile requests against `serve`: none may return a file outside the built
 * site (answers come from the in-memory build, never the file system).
 */
import { symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServeHandle } from '../../src/index.js';
import { tempContent, type TempContent } from '../helpers/content.js';

/** A secret beside the content, and the marker it holds. */
const SECRET = 'TOP-SECRET-7f3a9c';

/** Sends a raw request path (no normalisation by a client library). */
function get(url: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let temp: TempContent;
let handle: ServeHandle;
beforeAll(async () => {
  temp = await tempContent();
  await writeFile(path.join(temp.cwd, 'secret.txt'), SECRET);
  await symlink(path.join(temp.cwd, 'secret.txt'), path.join(temp.dir, 'landing', 'link.txt'));
  handle = await serve({ cwd: temp.cwd, port: 0, watch: true });
});
afterAll(async () => {
  await handle.close();
  await temp.cleanup();
});

const secretAbs = () => path.join(temp.cwd, 'secret.txt');
const hostile = (): string[] => [
  '/../secret.txt',
  '/../../secret.txt',
  '/assets/../../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/..%2fsecret.txt',
  '/..%2f..%2fsecret.txt',
  '/%2e%2e%5csecret.txt',
  '/..\\secret.txt',
  '/..%5c..%5csecret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/%252e%252e/secret.txt',
  '/.%2e/secret.txt',
  '/%2e./secret.txt',
  '/....//secret.txt',
  '/..;/secret.txt',
  '/secret.txt%00.html',
  '/index.html%00../../secret.txt',
  '/%00',
  '/%',
  '/%zz',
  `/${secretAbs()}`,
  `//${secretAbs()}`,
  `/${encodeURIComponent(secretAbs())}`,
  '/file:///etc/passwd',
  '/etc/passwd',
  '/../../../../../../etc/passwd',
  '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/C:\\Windows\\win.ini',
  '/landing/link.txt',
  '/link.txt',
  '/content/pamdocs.yaml',
  '/pamdocs.yaml',
  '/../content/pamdocs.yaml',
  '/.pamdocs-output',
  '/assets/%2e%2e/index.html/../../secret.txt',
];

describe('serve refuses hostile paths', () => {
  it('answers each of at least 30 hostile paths with 400 or 404 and never with a file from outside the site', async () => {
    const paths = hostile();
    expect(paths.length).toBeGreaterThanOrEqual(30);
    for (const p of paths) {
      const res = await get(handle.url, p);
      expect([400, 404], p).toContain(res.status);
      expect(res.body, p).not.toContain(SECRET);
      expect(res.body, p).not.toContain('root:');
      expect(res.body, p).not.toContain('siteTitle');
    }
  });

  it('still serves the site itself', async () => {
    expect((await get(handle.url, '/')).status).toBe(200);
    expect((await get(handle.url, '/index.html')).body).toContain('<h1 id="hero-title">');
  });
});
