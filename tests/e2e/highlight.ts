/**
 * The scroll highlight of an endpoint card, measured in the page (docs/guides/site.md,
 * Timings: it lasts 2 s): a MutationObserver logs each change of the class,
 * so a test reads its duration instead of racing it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect, type ExpectStatic } from 'vitest';
import { cardOf, classesOf, FEEDBACK_MS, HIGHLIGHT_CLASS, inViewport } from './site.js';

/** One change of the highlight class, as seen by an in-page MutationObserver (page clock, ms). */
export interface HighlightChange {
  id: string;
  on: boolean;
  t: number;
}

/**
 * Makes every page of `context` log when an element gains or loses the
 * highlight class, so its duration is measured in the page, not by racing it.
 */
export async function recordHighlights(context: BrowserContext): Promise<void> {
  await context.addInitScript((cls: string) => {
    const log: { id: string; on: boolean; t: number }[] = [];
    (window as unknown as { __highlights: typeof log }).__highlights = log;
    new MutationObserver((records) => {
      const t = performance.now();
      for (const r of records) {
        const el = r.target as Element;
        const was = (r.oldValue ?? '').split(/\s+/).includes(cls);
        const is = el.classList.contains(cls);
        if (was !== is) log.push({ id: el.id, on: is, t });
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
  }, HIGHLIGHT_CLASS);
}

/** The highlight changes logged so far (needs {@link recordHighlights}). */
export function highlights(page: Page): Promise<HighlightChange[]> {
  return page.evaluate(() => (window as unknown as { __highlights: HighlightChange[] }).__highlights);
}

/**
 * Asserts that the card `id` gets highlighted, is in the viewport while
 * highlighted, loses the highlight on its own, and that it lasted 2 s
 * (docs/guides/site.md, Timings; the timer may fire late under load, never early).
 */
export async function expectHighlightCycle(page: Page, id: string, ex: ExpectStatic = expect): Promise<void> {
  const card = cardOf(page, id);
  await ex.poll(() => classesOf(card), { timeout: 3000 }).toContain(HIGHLIGHT_CLASS);
  await ex.poll(() => inViewport(card), { timeout: 3000 }).toBe(true);
  // Shortly after, it is still highlighted and it is the only highlighted element.
  ex(await classesOf(card)).toContain(HIGHLIGHT_CLASS);
  ex(await page.locator(`.${HIGHLIGHT_CLASS}`).count()).toBe(1);
  await ex.poll(() => classesOf(card), { timeout: FEEDBACK_MS + 2500, interval: 100 }).not.toContain(HIGHLIGHT_CLASS);
  const log = (await highlights(page)).filter((c) => c.id === id);
  const on = log.findLast((c) => c.on);
  const off = log.findLast((c) => !c.on);
  ex(on !== undefined && off !== undefined && off.t > on.t, JSON.stringify(log)).toBe(true);
  const lasted = off!.t - on!.t;
  ex(lasted, 'highlight duration (ms)').toBeGreaterThanOrEqual(FEEDBACK_MS - 50);
  ex(lasted, 'highlight duration (ms)').toBeLessThan(FEEDBACK_MS + 1500);
  ex(await page.locator(`.${HIGHLIGHT_CLASS}`).count()).toBe(0);
}
