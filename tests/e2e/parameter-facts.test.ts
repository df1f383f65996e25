/**
 * What a reader sees of a parameter, in real Chromium, on a project reading
 * an OpenAPI document live: a description written on the parameter's schema
 * only, the values of a named enum its schema refers to (with a link to the
 * named schema), and the values each item of an array parameter may take.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServeHandle } from '../../src/index.js';
import { launchBrowser, watchPage } from './browser.js';

/** An operation whose parameters give their facts in the three ways the world's documents do (Spotify's, Redoc's `Status` filter). */
const SPEC = `openapi: 3.1.0
info: { title: Orders, version: 1.0.0 }
servers: [{ url: "https://api.example.com" }]
paths:
  /orders:
    get:
      operationId: listOrders
      summary: List orders
      tags: [orders]
      parameters:
        - name: market
          in: query
          schema: { type: string, description: An ISO 3166-1 alpha-2 country code. }
        - name: status
          in: query
          schema: { $ref: "#/components/schemas/Status" }
        - name: fields
          in: query
          schema: { type: array, items: { type: string, enum: [id, total] } }
      responses: { "200": { description: The orders. } }
components:
  schemas:
    Status: { type: string, description: Where the order is., enum: [open, paid, shipped, cancelled, refunded], default: open }
`;

let cwd: string;
let browser: Browser;
let server: ServeHandle;
beforeAll(async () => {
  cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-parameter-facts-'));
  await writeFile(path.join(cwd, 'orders.yaml'), SPEC);
  await writeFile(path.join(cwd, 'pamdocs.yaml'), 'openapi: orders.yaml\n');
  server = await serve({ dir: '.', cwd, port: 0 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(cwd, { recursive: true, force: true });
});

/** The text of the row of parameter `name` on `page`, whitespace folded. */
async function rowText(page: Page, name: string): Promise<string> {
  const row = page
    .locator('#list-orders')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
  return ((await row.textContent()) ?? '').replace(/\s+/g, ' ');
}

describe("a parameter's facts on its card", () => {
  it("show its schema's description, a referenced enum's values and default with a link to the schema, and its items' values", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const watched = watchPage(page);
    await page.goto(`${server.url}#/orders?scroll=list-orders`);
    await expect.poll(() => rowText(page, 'market')).toContain('An ISO 3166-1 alpha-2 country code.');
    const status = await rowText(page, 'status');
    expect(status).toContain('Status (string)');
    expect(status).toContain('Where the order is.');
    expect(status).toContain('one of "open""paid""shipped""cancelled""refunded"');
    expect(status).toContain('default "open"');
    expect(await rowText(page, 'fields')).toContain('one of "id""total"');
    await page.locator('#list-orders').getByRole('link', { name: 'Status (string)' }).click();
    await expect.poll(() => page.locator('#entity-status').isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#/schemas?scroll=entity-status');
    expect(watched.errors).toEqual([]);
  });
});
