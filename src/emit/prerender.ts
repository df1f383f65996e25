/**
 * The landing pre-rendered into index.html (docs/guides/site.md, The landing page):
 * the template's Node side renders the route '/' from the index, so the hero,
 * its button and the landing's tabs paint before any script runs (and read
 * without JavaScript); the app then hydrates that HTML. The HTML is kept in
 * the document cache, keyed by the template and the index, so a build whose
 * landing is unchanged never loads React's server renderer.
 */
import { createRequire } from 'node:module';
import vm from 'node:vm';
import type { SiteIndex } from '../shared/page-protocol.js';
import { packageFile } from '../shared/package-files.js';
import { cacheSection, contentKey, sessionKey, type Session } from '../shared/session.js';
import type { TemplateBundle } from './bundle.js';

/** What the template's Node side exports (`templates/site/src/server.tsx`). */
interface LandingRenderer {
  renderLanding(index: SiteIndex): string;
}

/** The Node side loaded in a session, by template key: the dev server renders every changed landing with one. */
const RENDERERS = sessionKey('emit/landing-renderers', () => new Map<string, LandingRenderer>());

/** The section of the session's cache that keeps the rendered landings, by template key and index. */
const LANDINGS = cacheSection('landing', 'disk');

/**
 * The HTML of the landing route for `#root`, rendered from `indexJson` (the
 * index script's payload, parsed as the browser parses it) with the
 * template's Node side; from the session's document cache when the same
 * template rendered the same index before.
 * @throws Error when the Node side cannot be made or throws while rendering (an internal error)
 */
export async function prerenderLanding(indexJson: string, bundle: TemplateBundle, session: Session): Promise<string> {
  const kept = session.section(LANDINGS);
  const key = contentKey(bundle.key, indexJson);
  const cached = kept.get(key);
  if (typeof cached === 'string') return cached;
  const html = (await renderer(bundle, session)).renderLanding(JSON.parse(indexJson) as SiteIndex);
  kept.set(key, html);
  return html;
}

/** The template's Node side for `bundle`, evaluated once per session (CommonJS: Node's own modules are required). */
async function renderer(bundle: TemplateBundle, session: Session): Promise<LandingRenderer> {
  const loaded = session.get(RENDERERS);
  let found = loaded.get(bundle.key);
  if (!found) {
    const code = await bundle.server();
    const module = { exports: {} as LandingRenderer };
    const run = vm.runInThisContext(`(function (module, exports, require) {${code}\n})`, {
      filename: `pamdocs-template-server-${bundle.key}.cjs`,
    }) as (module: { exports: LandingRenderer }, exports: LandingRenderer, require: NodeJS.Require) => void;
    run(module, module.exports, createRequire(packageFile('package.json')));
    loaded.set(bundle.key, (found = module.exports));
  }
  return found;
}
