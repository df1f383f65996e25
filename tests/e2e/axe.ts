/**
 * axe-core in the page (docs/guides/site.md, Browser tests): its WCAG 2.0/2.1/2.2 A
 * and AA rules, and its best practices for headings and landmarks, run on
 * the document as it is; what it finds, reduced to what a reader of a
 * failed test needs. Used by every test that holds a page to them.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG levels checked: A and AA of 2.0, 2.1 and 2.2. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** axe best practices checked as well: the page outline and its landmarks. */
const BEST_PRACTICES = ['heading-order', 'page-has-heading-one', 'landmark-one-main', 'landmark-unique', 'region', 'aria-dialog-name'];

/** One axe violation, reduced to what a reader of a failed test needs. */
interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's explanation for the first node (e.g. the contrast ratio found). */
  first: string;
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** Runs axe on the page's document (injected on first use: the site's CSP forbids inline scripts, so through evaluate). */
async function violations(page: Page): Promise<Violation[]> {
  // Let pending work land first: loaded pages render as transitions, in slices, over the next frames.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(axe.source);
  return page.evaluate(
    async ([tags, extra]) => {
      const rules = Object.fromEntries(extra.map((id) => [id, { enabled: true }]));
      const result = await window.axe!.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
        first: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      }));
    },
    [WCAG_TAGS, BEST_PRACTICES] as const,
  );
}

/** One line per violation: id, impact, node count, the first targets and why the first one fails. */
function describeViolations(where: string, list: Violation[]): string {
  const lines = list.map((v) => {
    const more = v.targets.length > 4 ? ` … (+${v.targets.length - 4})` : '';
    return `  ${v.id} (${v.impact}, ${v.targets.length} nodes): ${v.help}\n    at ${v.targets.slice(0, 4).join(' | ')}${more}\n    ${v.first}`;
  });
  return `axe violations on ${where}:\n${lines.join('\n')}`;
}

/** Asserts that axe finds nothing on the page as it is now. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  const found = await violations(page);
  expect(found, describeViolations(where, found)).toEqual([]);
}
