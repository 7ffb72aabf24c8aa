import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Permission bits for the group and for others: none of them is kept inside DATA_DIR. */
const OPEN_TO_OTHERS = 0o077;

/**
 * What {@link secureDataDir} did: whether it made the directory, and every path (the directory
 * itself, files and folders below it) whose group or other permissions it removed.
 *
 * @example
 * const done: DataDirSecured = { created: false, tightened: ['/srv/haat/.data'] };
 */
export interface DataDirSecured {
  readonly created: boolean;
  readonly tightened: readonly string[];
}

/** Removes the group's and others' bits of `path` when it has any; answers whether it did. */
async function tighten(path: string, mode: number): Promise<boolean> {
  if ((mode & OPEN_TO_OTHERS) === 0) return false;
  await chmod(path, mode & 0o7700);
  return true;
}

/** Every file and folder below `dir` (symbolic links are neither followed nor changed). */
async function* below(dir: string): AsyncGenerator<{ path: string; mode: number }> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const { mode } = await lstat(path);
    yield { path, mode };
    if (entry.isDirectory()) yield* below(path);
  }
}

/**
 * Makes DATA_DIR private to the server's user before anything is read from it or written to
 * it: created with mode 0700 when missing; when it exists, it and everything below it (the
 * signing key, the embedded database's files) lose any group or other permission — so no other
 * user of the machine can read the key or change the database. Answers what it changed, for the
 * start to log.
 *
 * @example
 * const { tightened } = await secureDataDir(config.dataDir);
 * if (tightened.length > 0) log.warn({ paths: tightened.length }, 'DATA_DIR was open to other users: now private (0700)');
 */
export async function secureDataDir(dataDir: string): Promise<DataDirSecured> {
  const made = await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const tightened: string[] = [];
  const { mode } = await lstat(dataDir);
  // mkdir's mode is narrowed by the umask only, never widened: check the result all the same.
  if (await tighten(dataDir, mode)) tightened.push(dataDir);
  for await (const entry of below(dataDir)) {
    if (await tighten(entry.path, entry.mode)) tightened.push(entry.path);
  }
  return { created: made !== undefined, tightened };
}
