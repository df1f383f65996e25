/**
 * The pieces of the site's data scripts (`window[DATA_CALLBACK](key, payload)`,
 * src/shared/page-protocol.ts): safe JSON, the script text, and numbers for
 * the model's objects, which tell a rebuild what it can reuse.
 */
import { DATA_CALLBACK } from '../shared/page-protocol.js';
import { sessionKey } from '../shared/session.js';

/** JSON that is also a safe JavaScript expression (escapes the line separators JSON allows but old parsers do not). */
export function safeJson(value: unknown): string {
  const json = JSON.stringify(value);
  return /[\u2028\u2029]/.test(json) ? json.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029') : json;
}

/** The text of a data script delivering the payload whose safe JSON is `json` for `key`. */
export function dataScriptText(key: string, json: string): string {
  return `window[${JSON.stringify(DATA_CALLBACK)}](${JSON.stringify(key)},${json});\n`;
}

/** Numbers for objects of the model, so a version can tell reused objects from new ones. */
export class ObjectIds {
  private readonly ids = new WeakMap<object, number>();
  private last = 0;
  /** The number of `value`, given on first sight. */
  of(value: object): number {
    let id = this.ids.get(value);
    if (id === undefined) this.ids.set(value, (id = ++this.last));
    return id;
  }
}

/** The session's {@link ObjectIds}. */
export const OBJECT_IDS = sessionKey('emit/object-ids', () => new ObjectIds());
