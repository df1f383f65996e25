#!/usr/bin/env node
// Shim: runs the compiled CLI (dist/, built by `npm install` through the `prepare` script).
//
// With Node's compile cache on (Node 22.1 and later; Node 20 has none and runs without it), each
// module compiled once is kept as V8 bytecode in NODE_COMPILE_CACHE, else in the system's temporary
// folder (node-compile-cache/), never in the package's folder; later runs read it instead of
// compiling. It is turned on before the CLI is imported, so the CLI's own modules are cached too;
// NODE_DISABLE_COMPILE_CACHE=1 turns it off. Worker threads turn it on themselves (src/shared/jobs/worker.ts).
import module from 'node:module';

module.enableCompileCache?.();
const { runCli } = await import('../dist/cli.js');
process.exitCode = await runCli(process.argv.slice(2));
