/**
 * The pieces of the site's data scripts (`window[DATA_CALLBACK](key, payload)`,
 * src/shared/page-protocol.ts): safe JSON and the script text.
 */
import { DATA_CALLBACK } from '../shared/page-protocol.js';

/** JSON that is also a safe JavaScript expression (escapes the line separators JSON allows but old parsers do not). */
export function safeJson(value: unknown): string {
  const json = JSON.stringify(value);
  return /[\u2028\u2029]/.test(json) ? json.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029') : json;
}

/** The text of a data script delivering the payload whose safe JSON is `json` for `key`. */
export function dataScriptText(key: string, json: string): string {
  return `window[${JSON.stringify(DATA_CALLBACK)}](${JSON.stringify(key)},${json});\n`;
}
