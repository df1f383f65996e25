// `npm run compile`: empties dist/ (so no module of an old layout is shipped), compiles
// the TypeScript, prebundles the site template and writes the JSON Schemas that
// `pamdocs init` points editors at (dist/schemas/).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });

const { prebundleTemplate } = await import('../dist/emit/bundle.js');
await prebundleTemplate().catch((error) => console.warn('pamdocs: the template was not prebundled (builds will bundle it):', error.message.split('\n')[0]));
const { writeSchemas } = await import('../dist/parse/json-schema.js');
await writeSchemas(fileURLToPath(new URL('../dist/schemas', import.meta.url)));
