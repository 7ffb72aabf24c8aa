import { readFile, unlink, writeFile } from 'node:fs/promises';

/** The embedded database is in use by another live process. */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Locks this process holds: a lock file naming our own pid is ours only if it is here (in a
 * container the server is often pid 1 in every incarnation, so the pid alone cannot tell). */
const held = new Set<string>();

/**
 * Takes `path` as a lock file holding this process's id, so that one process only opens the
 * embedded database (two would corrupt it). A lock left by a process that is gone is taken
 * over. Resolves the release function; rejects with `DataDirInUseError` while a live process
 * holds it.
 *
 * @example
 * const release = await lockDataDir('/srv/haat/.data/pglite.lock');
 * await release(); // on close
 */
export async function lockDataDir(path: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(path, String(process.pid), { flag: 'wx', mode: 0o600 });
      held.add(path);
      return async () => {
        held.delete(path);
        await unlink(path).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      const live = holder === process.pid ? held.has(path) : holder > 0 && isAlive(holder);
      if (Number.isInteger(holder) && live) {
        throw new DataDirInUseError(
          `Another server process (pid ${holder}) uses the embedded database (${path}). ` +
            'Several processes need PostgreSQL: set DATABASE_URL. ' +
            'If no such process runs, delete the lock file.',
        );
      }
      await unlink(path).catch(() => undefined);
    }
  }
  throw new DataDirInUseError(`Could not take the lock ${path}`);
}
