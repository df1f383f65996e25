/**
 * The data scripts of a group page. A big group (the 268 webhooks of
 * GitHub's API weigh 5 MB) is split: its first script holds the head and
 * the first endpoints, enough for the top of the page to paint, and lists the
 * scripts of the rest (`GroupPage.more`, src/shared/page-protocol.ts), which
 * the page loads once it shows.
 */
import { groupChunkKey, type GroupPage } from '../shared/page-protocol.js';
import { cacheSection, contentKey, type Session } from '../shared/session.js';
import { dataScriptText, safeJson } from './data-script.js';
import { hashedAssetPath } from './hash.js';

/** One data script: its path, text and payload JSON. */
export interface DataScript {
  asset: string;
  script: string;
  json: string;
}

/** The scripts of a group: the page's own, then those of the rest of its endpoints, in order. */
export interface GroupScripts extends DataScript {
  more: DataScript[];
}

/** Endpoint JSON a group's first script holds at most, in characters (64 KiB; at least one endpoint). */
const FIRST_CHARS = 64 * 1024;
/** Endpoint JSON each further script holds at most, in characters (256 KiB; at least one endpoint). A group under it is one script. */
const CHUNK_CHARS = 256 * 1024;

/** Safe JSON of each endpoint, by its key, with its group's key: a rebuild of the dev server serializes only the endpoints that changed. */
const ENDPOINT_JSON = cacheSection('emit/endpoint-json', 'memory');

/** The scripts of a group, by a key of the page's head and its endpoints' content keys: a rebuild makes only those of the groups that changed. */
const GROUP_SCRIPTS = cacheSection('emit/group-scripts', 'memory');

/** The endpoint JSONs cut into runs: the first up to `first` characters, the others up to `rest`; each run has one at least. */
function runs(parts: readonly string[], first: number, rest: number): string[][] {
  const out: string[][] = [[]];
  let size = 0;
  for (const part of parts) {
    const limit = out.length === 1 ? first : rest;
    const current = out.at(-1)!;
    if (current.length > 0 && size + part.length > limit) {
      out.push([part]);
      size = part.length;
    } else {
      current.push(part);
      size += part.length;
    }
  }
  return out;
}

/**
 * The data scripts of a group page, whose key is `group` and whose endpoints'
 * keys are `keys` (`ModelKeys`, src/model/assemble.ts). Kept in the session's
 * cache, as each endpoint's JSON is, so a rebuild serializes and hashes only
 * the groups that changed.
 */
export function groupScripts(page: GroupPage, group: string, keys: readonly string[], session: Session): GroupScripts {
  const { endpoints, ...fields } = page;
  return session.memo(GROUP_SCRIPTS, contentKey(safeJson(fields), group, ...keys), () => {
    const known = session.section(ENDPOINT_JSON);
    const parts = endpoints.map((e, i) => {
      const kept = known.get(keys[i]!) as { group: string; json: string } | undefined;
      if (kept?.group === group) return kept.json;
      const json = safeJson(e);
      known.set(keys[i]!, { group, json });
      return json;
    });
    const total = parts.reduce((n, p) => n + p.length, 0);
    const [own = [], ...rest] = total > CHUNK_CHARS ? runs(parts, FIRST_CHARS, CHUNK_CHARS) : [parts];
    const more = rest.map((run, i): DataScript => {
      const json = `{"endpoints":[${run.join(',')}]}`;
      const script = dataScriptText(groupChunkKey(page.id, i + 1), json);
      return { asset: hashedAssetPath(`group-${page.id}-${i + 1}`, 'js', script), script, json };
    });
    const head = safeJson({ ...fields, ...(more.length ? { more: more.map((m) => m.asset) } : {}) });
    // The endpoints' JSON is joined in, not serialized again: before the head's closing brace (the head always has an id).
    const json = `${head.slice(0, -1)},"endpoints":[${own.join(',')}]}`;
    const script = dataScriptText(`group:${page.id}`, json);
    return { asset: hashedAssetPath(`group-${page.id}`, 'js', script), script, json, more };
  });
}
