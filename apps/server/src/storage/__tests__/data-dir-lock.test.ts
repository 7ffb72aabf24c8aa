import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../data-dir-lock.js';

let dir: string;
let path: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-lock-'));
  path = join(dir, 'pglite.lock');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('holds the lock until released, naming this process', async () => {
    const release = await lockDataDir(path);
    expect(await readFile(path, 'utf8')).toBe(String(process.pid));
    await expect(lockDataDir(path)).rejects.toThrow(DataDirInUseError);
    await release();
    const again = await lockDataDir(path);
    await again();
  });

  it('refuses while another live process holds it, and says what to do', async () => {
    await writeFile(path, String(process.ppid));
    await expect(lockDataDir(path)).rejects.toThrow(
      `Another server process (pid ${process.ppid}) uses the embedded database (${path}). Several processes need PostgreSQL: set DATABASE_URL.`,
    );
  });

  it('takes over a lock left by a process that is gone, or by an earlier life of this pid', async () => {
    for (const stale of ['2147483646', String(process.pid), 'garbage']) {
      await writeFile(path, stale);
      const release = await lockDataDir(path);
      expect(await readFile(path, 'utf8')).toBe(String(process.pid));
      await release();
    }
  });
});
