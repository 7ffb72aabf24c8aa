import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/**
 * Every file under a folder, as paths relative to it with forward slashes, sorted.
 *
 * @example
 * await listFiles(installedDir); // ['LICENSE', 'README.md', 'dist/index.cjs', …]
 */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/**
 * Writes a consumer's files (path → text) under a folder, creating folders as needed.
 *
 * @example
 * await writeFiles(consumerDir, { 'esm.mjs': "import '@haat/commerce-core';\n" });
 */
export async function writeFiles(root: string, files: Readonly<Record<string, string>>) {
  for (const [path, text] of Object.entries(files)) {
    const target = join(root, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
  }
}
