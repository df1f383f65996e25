/**
 * The `pamdocs` command line. It only translates (docs/guides/architecture.md): flags ->
 * library call -> printed report -> exit code. Exit codes (docs/guides/cli.md):
 * 0 clean, 1 content errors (or warnings with --strict; for `diff`, a breaking change),
 * 2 usage or internal error.
 */
import { Argument, Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteBuild } from './pipeline/site-build.js';
import { FORMATS, formatDiagnostics, type Format } from './check/format.js';
import { DIFF_FORMATS, diffSummary, formatChanges, type DiffFormat } from './check/diff/format.js';
import { UsageError } from './shared/errors.js';
import { packageFile } from './shared/package-files.js';
import { displayPath } from './source/discover.js';
import { importReport, initFromReport, initReport, type FolderReport } from './pipeline/folder-report.js';
import { buildReport, plural } from './pipeline/report.js';
import { rebuildErrorReport, rebuildReport, servingReport } from './serve/report.js';

/** Kinds of `pamdocs schema` (the keys of SCHEMA_KINDS, repeated so zod loads only for that command). */
const SCHEMA_NAMES = ['config', 'endpoint', 'entity', 'landing', 'guide'];

/** Default port of `serve`; the serve module (express, chokidar) loads only for that command. */
const DEFAULT_PORT = 4400;
/** Default host of `serve`: loopback only. */
const DEFAULT_HOST = '127.0.0.1';

/** Where the CLI writes; injectable for tests. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stderr/stdout is a terminal that takes colours. */
  color: boolean;
  cwd: string;
}

const EXIT_OK = 0;
const EXIT_CONTENT = 1;
const EXIT_USAGE = 2;

const version = (JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as { version: string }).version;

/**
 * Runs the CLI with `argv` (without `node` and the script).
 * @returns the exit code; for `serve`, resolves only when the server stops.
 */
export async function runCli(argv: string[], io: CliIo = defaultIo()): Promise<number> {
  let exitCode = EXIT_OK;
  let debug = false;
  const program = new Command('pamdocs')
    .description('Build, check and serve Markdown API reference as a fast static React site.')
    .version(version, '-v, --version', 'print the version')
    .option('--debug', 'print stack traces of internal errors')
    .showHelpAfterError('(run `pamdocs --help` for usage)')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .hook('preAction', (cmd) => {
      debug = Boolean(cmd.opts().debug);
    });

  /** Prints what a run that writes a content folder did and says what to run next; the exit code. */
  const printReport = (report: FolderReport): number => {
    io.stderr(report.stderr);
    if (report.stdout) io.stdout(report.stdout);
    return report.ok ? EXIT_OK : EXIT_CONTENT;
  };

  program
    .command('init')
    .description(
      [
        'write a starter content folder (a commented pamdocs.yaml, an endpoint, a guide, a landing tab) that checks clean and builds;',
        'with --from, a project that reads your OpenAPI document on every run',
      ].join(' '),
    )
    .argument('[dir]', 'a new or empty folder', 'content')
    .option(
      '--from <spec>',
      [
        'name this OpenAPI document (2.0, 3.0 or 3.1, JSON or YAML) in pamdocs.yaml,',
        'by its path relative to the folder, and write a guide and a landing page beside it',
      ].join(' '),
    )
    .addOption(overlayOption('with --from, an OAI overlay named under `overlays:`'))
    .action(async (dir: string, opts: { from?: string } & Overlays) => {
      const { init, initFrom } = await import('./pipeline/init.js');
      const from = { dir, spec: opts.from ?? '', cwd: io.cwd, overlays: opts.overlay };
      exitCode =
        opts.from === undefined
          ? printReport(initReport(await init({ dir, cwd: io.cwd }), dir, io.cwd))
          : printReport(initFromReport(await initFrom(from), opts.from, dir, io.cwd, io.color));
    });

  program
    .command('import')
    .description(
      [
        'turn an OpenAPI document (2.0, 3.0 or 3.1, JSON or YAML) into Markdown files that check clean,',
        'to leave the document behind and edit the Markdown from then on',
      ].join(' '),
    )
    .argument('<spec>', 'the OpenAPI document; references to files beside it are read, URLs never fetched')
    .option('-o, --out <dir>', 'the content folder to write', 'content')
    .option('--force', 'replace the folder even when it holds something')
    .addOption(overlayOption('an OAI overlay applied to the document before it is converted'))
    .action(async (spec: string, opts: { out: string; force?: boolean } & Overlays) => {
      const { importSpec } = await import('./pipeline/import.js');
      const result = await importSpec({ spec, out: opts.out, force: Boolean(opts.force), cwd: io.cwd, overlays: opts.overlay });
      exitCode = printReport(importReport(result, spec, opts.out, io.cwd, io.color));
    });

  program
    .command('check')
    .description('check the content and report every problem with its file:line:col and rule id')
    .argument('[dir]', 'content folder', 'content')
    .addOption(new Option('-f, --format <format>', 'output format').choices(FORMATS).default('stylish'))
    .option('--strict', 'fail on warnings too')
    .action(async (dir: string, opts: { format: Format; strict?: boolean }) => {
      const { check } = await import('./pipeline/check.js');
      const result = await check({ dir, cwd: io.cwd });
      const text = formatDiagnostics(result.diagnostics, opts.format, { color: io.color });
      if (opts.format === 'stylish') {
        io.stderr(
          text ||
            `No problems found in ${displayPath(path.resolve(io.cwd, dir), io.cwd)}/ (${Math.round(Object.values(result.timings).reduce((a, b) => a + b, 0))} ms)\n`,
        );
      } else io.stdout(text);
      exitCode = result.errors > 0 || (opts.strict && result.warnings > 0) ? EXIT_CONTENT : EXIT_OK;
    });

  program
    .command('build')
    .description('check the content and, when it has no errors, write the static site')
    .argument('[dir]', 'content folder', 'content')
    .option('-o, --out <dir>', 'output folder (replaced as a whole)', 'site')
    .action(async (dir: string, opts: { out: string }) => {
      const { build } = await import('./pipeline/build.js');
      const result = await build({ dir, out: opts.out, cwd: io.cwd });
      io.stderr(buildReport(result, io.cwd, io.color));
      exitCode = result.ok ? EXIT_OK : EXIT_CONTENT;
    });

  program
    .command('serve')
    .description('build the site and serve it on http://127.0.0.1; with --watch, rebuild and reload on every change')
    .argument('[dir]', 'content folder', 'content')
    .option('-w, --watch', 'rebuild when the content changes and reload open pages')
    .option('-p, --port <n>', 'port (the next free one is used when it is taken)', parsePort, DEFAULT_PORT)
    .option('--strict-port', 'fail instead of trying the next port')
    .option('--host <addr>', 'address to bind; anything but loopback exposes the docs to your network', DEFAULT_HOST)
    .option('--open', 'open the docs in the default browser')
    .action(async (dir: string, opts: { watch?: boolean; port: number; host: string; strictPort?: boolean; open?: boolean }) => {
      if (!['127.0.0.1', 'localhost', '::1'].includes(opts.host)) {
        io.stderr(`warning: --host ${opts.host} makes the docs reachable from other machines on your network\n`);
      }
      const { serve } = await import('./serve/index.js');
      const handle = await serve({
        dir,
        cwd: io.cwd,
        port: opts.port,
        host: opts.host,
        strictPort: Boolean(opts.strictPort),
        watch: Boolean(opts.watch),
        onBuild: (result, changed) => {
          // One write: the line and its problems arrive together, never interleaved with another rebuild's.
          if (changed.length > 0) io.stderr(rebuildReport(result, changed, io.color));
        },
        onRebuildError: (error, changed) => io.stderr(rebuildErrorReport(error, changed, debug)),
      });
      const { stderr, stdout } = servingReport(handle, opts, io.cwd, io.color);
      io.stderr(stderr);
      io.stdout(stdout);
      if (opts.open) {
        const { default: open } = await import('open');
        await open(handle.url).catch((error: Error) => io.stderr(`Cannot open a browser: ${error.message}\n`));
      }
      await new Promise<void>((resolve) => {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          void handle.close().then(resolve);
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
    });

  program
    .command('diff')
    .description(
      'compare two versions of an API and report what changed, breaking changes as errors; exit 1 when a breaking change is found',
    )
    .argument('<base>', 'the API before: an OpenAPI document, a content folder, or either as REV:path from git (origin/main:api.yaml)')
    .argument('<head>', 'the API after, likewise')
    .addOption(new Option('-f, --format <format>', 'output format').choices(DIFF_FORMATS).default('stylish'))
    .addOption(
      new Option('--fail-on <changes>', 'which changes make the exit code 1').choices(['breaking', 'any', 'none']).default('breaking'),
    )
    .option('-c, --config <file>', "a pamdocs.yaml whose `rules:` change severities (default: the head's, when it is a content folder)")
    .addOption(overlayOption('an OAI overlay applied to each side that is an OpenAPI document'))
    .action(
      async (base: string, head: string, opts: { format: DiffFormat; failOn: 'breaking' | 'any' | 'none'; config?: string } & Overlays) => {
        const { diff } = await import('./pipeline/diff.js');
        const result = await diff({ base, head, cwd: io.cwd, overlays: opts.overlay, ...(opts.config ? { config: opts.config } : {}) });
        if (!result.ok) {
          io.stderr(formatDiagnostics(result.diagnostics, 'stylish', { color: io.color }));
          const errors = plural(result.diagnostics.length, 'error');
          io.stderr(
            `Cannot compare: the ${result.side}, \`${result.side === 'base' ? base : head}\`, has ${errors} (\`pamdocs check\` reports them all).\n`,
          );
          exitCode = EXIT_USAGE;
          return;
        }
        io.stderr(formatDiagnostics(result.warnings, 'stylish', { color: io.color }));
        io.stdout(formatChanges(result.changes, opts.format, io.color));
        const ms = Object.values(result.timings).reduce((a, b) => a + b, 0);
        if (opts.format === 'stylish' || result.changes.length === 0)
          io.stderr(`${diffSummary(result.changes)} from ${base} to ${head} (${Math.round(ms)} ms)\n`);
        const failing = opts.failOn === 'any' ? result.changes.length : opts.failOn === 'breaking' ? result.breaking : 0;
        exitCode = failing > 0 ? EXIT_CONTENT : EXIT_OK;
      },
    );

  program
    .command('schema')
    .description('print the JSON Schema of a content kind, or write all of them with --out, for editors')
    .addArgument(new Argument('[kind]', 'content kind').choices(SCHEMA_NAMES).default('endpoint'))
    .option('-o, --out <dir>', 'write every schema as <dir>/pamdocs-<kind>.schema.json')
    .action(async (kind: string, opts: { out?: string }) => {
      const { jsonSchema, writeSchemas } = await import('./parse/json-schema.js');
      if (!opts.out) {
        io.stdout(`${JSON.stringify(jsonSchema(kind as Parameters<typeof jsonSchema>[0]), null, 2)}\n`);
        return;
      }
      const dir = path.resolve(io.cwd, opts.out);
      io.stderr(`Wrote ${await writeSchemas(dir)} schemas to ${displayPath(dir, io.cwd)}/\n`);
    });

  program
    .command('rules')
    .description('list every rule with its severity, or print what one rule guards and how to fix what it reports')
    .argument('[id]', 'a rule id, e.g. links/missing-anchor')
    .action(async (id: string | undefined) => {
      const { ruleDocs, ruleList } = await import('./check/rule-docs.js');
      io.stdout(id === undefined ? ruleList() : ruleDocs(id));
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    }
    if (error instanceof Error && error.name === 'ContentError' && 'result' in error) {
      io.stderr(buildReport(error.result as SiteBuild, io.cwd, io.color));
      return EXIT_CONTENT;
    }
    if (error instanceof UsageError) {
      io.stderr(`pamdocs: ${error.message}\n`);
      return EXIT_USAGE;
    }
    io.stderr(`pamdocs: internal error: ${(error as Error)?.message ?? String(error)}\n`);
    if (debug) io.stderr(`${(error as Error)?.stack ?? ''}\n`);
    else io.stderr('Run again with --debug for the stack trace, and report it as a bug.\n');
    return EXIT_USAGE;
  }
}

/** The values of the repeatable `--overlay <file>` option, in order. */
type Overlays = { overlay: string[] };

/** The `--overlay <file>` option, said to be `text`: repeatable, its values collected in order. */
const overlayOption = (text: string) =>
  new Option('--overlay <file>', `${text} (repeatable, applied in order)`).argParser((v: string, all: string[]) => [...all, v]).default([]);

function parsePort(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535');
  return n;
}

/**
 * Whether to colour output: only on a terminal, and never when `NO_COLOR` is
 * set to a non-empty value (no-color.org).
 */
export function useColor(isTTY: boolean | undefined, env: NodeJS.ProcessEnv): boolean {
  return Boolean(isTTY) && !(env.NO_COLOR !== undefined && env.NO_COLOR !== '');
}

function defaultIo(): CliIo {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    color: useColor(process.stderr.isTTY, process.env),
    cwd: process.cwd(),
  };
}
