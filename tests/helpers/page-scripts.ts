/**
 * The scripts a built index.html runs: its head script's tag carries them as
 * JSON (`PAGE_SCRIPTS`, src/shared/page-protocol.ts), escaped for an attribute.
 */
import { PAGE_SCRIPTS, type PageScripts } from '../../src/shared/page-protocol.js';

/** The {@link PageScripts} of `html`; throws when it has none. */
export function pageScripts(html: string): PageScripts {
  const attribute = new RegExp(`${PAGE_SCRIPTS}="([^"]*)"`).exec(html)?.[1];
  if (attribute === undefined) throw new Error(`no ${PAGE_SCRIPTS} in the page`);
  return JSON.parse(
    attribute
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  ) as PageScripts;
}

/** The index data script of `html` (`assets/index-<hash>.js`). */
export const indexScriptOf = (html: string): string => pageScripts(html).run.find((src) => /^assets\/index-[0-9a-f]+\.js$/.test(src))!;
