// OpenAPI documents published on npm, for the benchmarks: packed from the registry once into
// node_modules/.cache/pamdocs-bench/ and read from there after.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the benchmarks keep what they fetch. */
export const BENCH_CACHE = path.join(fileURLToPath(new URL('..', import.meta.url)), 'node_modules', '.cache', 'pamdocs-bench');

/** GitHub's REST API description: 13 MB, about 1,500 operations. */
export const GITHUB_SPEC = { name: '@octokit/openapi', version: '23.0.2', file: 'package/generated/api.github.com.json' };

/** The path of `file` of the npm package `name@version`, packed from the registry the first time. */
export function registrySpec({ name, version, file } = GITHUB_SPEC) {
  const dir = path.join(BENCH_CACHE, `${name.replace('/', '-')}-${version}`);
  const spec = path.join(dir, file);
  if (existsSync(spec)) return spec;
  mkdirSync(dir, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `${name}@${version}`, '--silent', '--pack-destination', dir], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1);
  execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir, file]);
  return spec;
}
