#!/usr/bin/env node
// Shim: runs the compiled CLI (dist/, built by `npm install` through the `prepare` script).
import { runCli } from '../dist/cli.js';

process.exitCode = await runCli(process.argv.slice(2));
