import { describe, expect, it } from 'vitest';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { discover } from '../../src/source/discover.js';
import { UsageError } from '../../src/shared/errors.js';
import { loadContent } from '../../src/parse/load.js';
import { tempContent, useTempContent } from '../helpers/content.js';

const track = useTempContent();

describe('discover', () => {
  it('lists content files in a stable order, skipping dot-files, editor leftovers and symlinks', async () => {
    const temp = track(await tempContent());
    await temp.write('endpoints/cart/.get-user-cart.md.swp', 'x');
    await temp.write('endpoints/cart/get-user-cart.md~', 'x');
    await temp.write('.DS_Store', 'x');
    await mkdir(path.join(temp.cwd, 'outside'));
    await writeFile(path.join(temp.cwd, 'outside', 'secret.md'), 'x');
    await symlink(path.join(temp.cwd, 'outside'), path.join(temp.dir, 'linked'));
    await symlink(path.join(temp.cwd, 'outside', 'secret.md'), path.join(temp.dir, 'entities', 'secret.md'));
    const sources = await discover(temp.dir, temp.cwd);
    expect(sources.map((s) => s.rel)).toEqual([
      'endpoints/auth/user-login.md',
      'endpoints/cart/get-user-cart.md',
      'endpoints/cart/remove-item.md',
      'entities/cart-item.md',
      'landing/architecture.md',
      'landing/data-model.md',
      'landing/diagram.svg',
      'landing/features.md',
      'landing/ui-overview.md',
      'pamdocs.yaml',
    ]);
    expect(sources[0]!.file).toBe('content/endpoints/auth/user-login.md');
  });

  it('refuses a missing content folder with a usage error', async () => {
    await expect(loadContent('no-such-folder', os.tmpdir())).rejects.toThrow(UsageError);
  });
});
