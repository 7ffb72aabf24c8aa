import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { secureDataDir } from '../data-dir.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'haat-data-dir-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const modeOf = async (path: string) => (await stat(path)).mode & 0o7777;

describe('secureDataDir', () => {
  it('creates a missing DATA_DIR private to the server’s user (0700)', async () => {
    const dataDir = join(root, 'new', '.data');
    expect(await secureDataDir(dataDir)).toEqual({ created: true, tightened: [] });
    expect(await modeOf(dataDir)).toBe(0o700);
  });

  it('takes every group and other permission away from a looser DATA_DIR and what it holds', async () => {
    const dataDir = join(root, '.data');
    await mkdir(join(dataDir, 'pglite', 'base'), { recursive: true });
    await writeFile(join(dataDir, 'pglite', 'base', '1259'), 'table');
    await writeFile(join(dataDir, 'pglite', 'PG_VERSION'), '17');
    await mkdir(join(dataDir, 'identity'));
    await writeFile(join(dataDir, 'identity', 'signing-key.pem'), 'key');
    await chmod(dataDir, 0o777);
    await chmod(join(dataDir, 'pglite'), 0o775);
    await chmod(join(dataDir, 'pglite', 'base'), 0o755);
    await chmod(join(dataDir, 'pglite', 'base', '1259'), 0o666);
    await chmod(join(dataDir, 'pglite', 'PG_VERSION'), 0o644);
    await chmod(join(dataDir, 'identity'), 0o700);
    await chmod(join(dataDir, 'identity', 'signing-key.pem'), 0o600);
    const outside = join(root, 'outside.txt');
    await writeFile(outside, 'not ours');
    await chmod(outside, 0o644);
    await symlink(outside, join(dataDir, 'link'));

    const { created, tightened } = await secureDataDir(dataDir);
    expect(created).toBe(false);
    expect([...tightened].sort()).toEqual(
      [
        dataDir,
        join(dataDir, 'pglite'),
        join(dataDir, 'pglite', 'base'),
        join(dataDir, 'pglite', 'base', '1259'),
        join(dataDir, 'pglite', 'PG_VERSION'),
      ].sort(),
    );
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(join(dataDir, 'pglite'))).toBe(0o700);
    expect(await modeOf(join(dataDir, 'pglite', 'base', '1259'))).toBe(0o600);
    expect(await modeOf(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(0o600);
    expect(await modeOf(outside)).toBe(0o644); // a link's target is not ours to change
    expect(await secureDataDir(dataDir)).toEqual({ created: false, tightened: [] });
  });
});
