/**
 * Files as a git revision has them, named the way `git show` names them:
 * `REV:path` (`origin/main:api.yaml`), the path from the top of the
 * repository, or from the working directory when it starts with `./` or
 * `../`. They are read with `git cat-file` into a folder that mirrors the
 * repository, so `pamdocs diff` can compare a pull request with its base
 * without a checkout. Needs `git` on the PATH.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { UsageError } from '../shared/errors.js';

const run = promisify(execFile);

/** Output of one git command held at most (bytes): a listing of a large repository fits. */
const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

/** A `REV:path` argument, resolved. */
export interface GitPath {
  /** The revision as written (`origin/main`, `HEAD~1`, a commit). */
  rev: string;
  /** The path from the top of the repository, `/` separators, `''` for the top itself. */
  path: string;
  /** The absolute path of the top of the working tree. */
  top: string;
}

/** Runs git in `cwd`; its stdout, or undefined when it fails. */
async function git(cwd: string, args: string[]): Promise<string | undefined> {
  try {
    return (await run('git', args, { cwd, maxBuffer: MAX_OUTPUT_BYTES, encoding: 'utf8' })).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new UsageError('`git` is not installed or not on the PATH; it is needed to read `REV:path`');
    return undefined;
  }
}

/**
 * `arg` as a `REV:path`, or undefined when it is a file or folder that
 * exists, or has no `REV:` (a one-letter `C:` is a Windows drive).
 * @throws UsageError when the working directory is in no git repository, or REV names no commit
 */
export async function parseGitPath(arg: string, cwd: string): Promise<GitPath | undefined> {
  const match = /^([^:]+):(.*)$/.exec(arg);
  if (!match || /^[A-Za-z]$/.test(match[1]!) || existsSync(path.resolve(cwd, arg))) return undefined;
  const [, rev, written] = match as unknown as [string, string, string];
  const top = (await git(cwd, ['rev-parse', '--show-toplevel']))?.trim();
  if (!top) throw new UsageError(`\`${arg}\` is no file, and ${cwd} is not in a git repository to read it from`);
  if ((await git(cwd, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`])) === undefined)
    throw new UsageError(`Unknown revision \`${rev}\` in \`${arg}\` (git rev-parse finds no commit of that name; in CI, fetch it first)`);
  const fromTop = /^\.\.?(\/|$)/.test(written) ? path.relative(top, path.resolve(cwd, written)) : written;
  return { rev, path: fromTop.split(path.sep).join('/').replace(/\/+$/, ''), top };
}

/** What {@link materialize} wrote: whether the path is a file (`blob`) or a folder (`tree`). */
export type GitKind = 'blob' | 'tree';

/**
 * Writes the file or folder `at` names, as its revision has it, to the
 * same path under `dir` (the folder's files, recursively).
 * @returns whether it is a file or a folder
 * @throws UsageError when the revision has no such path
 */
export async function materialize(at: GitPath, dir: string): Promise<GitKind> {
  const spec = `${at.rev}:${at.path}`;
  const kind = (await git(at.top, ['cat-file', '-t', spec]))?.trim();
  if (kind !== 'blob' && kind !== 'tree') throw new UsageError(`\`${at.path || '.'}\` is not in ${at.rev} (git cat-file -t ${spec})`);
  const files =
    kind === 'blob'
      ? [at.path]
      : ((await git(at.top, ['ls-tree', '-r', '-z', '--name-only', at.rev, '--', at.path || '.'])) ?? '').split('\0').filter(Boolean);
  await writeBlobs(at, files, dir);
  return kind;
}

/** Reads `files` (paths from the top) at the revision of `at` with one `git cat-file --batch` and writes each under `dir`. */
async function writeBlobs(at: GitPath, files: string[], dir: string): Promise<void> {
  const child = spawn('git', ['cat-file', '--batch'], { cwd: at.top, stdio: ['pipe', 'pipe', 'inherit'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new UsageError(`git cat-file failed with code ${code}`))));
  });
  child.stdin.end(files.map((f) => `${at.rev}:${f}\n`).join(''));
  await done;
  const out = Buffer.concat(chunks);
  let offset = 0;
  for (const file of files) {
    const eol = out.indexOf(10, offset);
    const header = out.subarray(offset, eol).toString('utf8').split(' ');
    offset = eol + 1;
    if (header.length < 3) continue; // `<name> missing`: no content follows
    const size = Number(header[2]);
    if (header[1] === 'blob') {
      const target = path.join(dir, ...file.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, out.subarray(offset, offset + size));
    }
    offset += size + 1;
  }
}
