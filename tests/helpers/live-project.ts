/**
 * A project that reads an OpenAPI document live (`content/api.yaml`, named by
 * `openapi:` of its pamdocs.yaml), and what `check` says of it, for the tests
 * of third parties' documents.
 */
import { check } from '../../src/index.js';
import { tempContent, type TempContent } from './content.js';

/** A temporary project reading `spec` live, with `files` beside it (content-relative path -> text); `track` removes it after the test. */
export async function liveProject(
  track: (temp: TempContent) => TempContent,
  spec: string,
  files: Record<string, string> = {},
): Promise<TempContent> {
  const temp = track(await tempContent());
  await temp.remove('.');
  await temp.write('pamdocs.yaml', 'openapi: api.yaml\n');
  await temp.write('api.yaml', spec);
  for (const [rel, text] of Object.entries(files)) await temp.write(rel, text);
  return temp;
}

/** The diagnostics of `check` in `cwd` as `[file:line:col, severity, rule, message]`. */
export async function diagnosticsOf(cwd: string): Promise<string[][]> {
  const { diagnostics } = await check({ cwd });
  return diagnostics.map((d) => [`${d.file}:${d.line}:${d.column}`, d.severity, d.rule, d.message]);
}
