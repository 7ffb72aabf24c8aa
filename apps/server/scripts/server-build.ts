/**
 * The server as `pnpm serve` runs it: `src/main.ts` and the workspace packages' TypeScript
 * bundled by esbuild into one JavaScript file, `dist/main.js`, and the PGlite thread's module
 * into `dist/pglite-worker.js` (issue 22: tsx compiling ~600 files at start, and keeping them,
 * cost ~80 MB of resident memory a process). Third-party packages stay outside the bundle,
 * imported from where Node finds them for the file that imports them. Used by `pnpm serve` and
 * `pnpm start` (ensure-server-build.ts), the tests' and the bench's server processes
 * (test/support/serve.ts).
 */
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(SERVER_DIR, '../..');

/** The built server. */
export const SERVER_DIST = join(SERVER_DIR, 'dist');
/** The file `pnpm serve` runs. */
export const SERVER_MAIN = join(SERVER_DIST, 'main.js');
/** What the build was made from (the bundle's inputs) and when it began. */
const BUILD_FACTS = join(SERVER_DIST, 'main.inputs.json');

interface BuildFacts {
  readonly startedAt: number;
  /** Paths relative to the repository's root. */
  readonly inputs: readonly string[];
}

/** Besides the bundle's inputs: the installed packages (their paths are in the bundle) and this file. */
const ALWAYS = [
  'pnpm-lock.yaml',
  'apps/server/package.json',
  'apps/server/scripts/server-build.ts',
];

/** A path as written in `dist/main.js`: relative to it, so the repository may move. */
const fromDist = (path: string) => {
  const relativePath = relative(SERVER_DIST, path).split('\\').join('/');
  return relativePath.startsWith('.') ? relativePath : `./${relativePath}`;
};

/**
 * Bundles the workspace's TypeScript; a third-party import becomes the path of the file Node
 * would load for its importer (a workspace package's dependencies are not visible from
 * apps/server). `import.meta.url` keeps meaning the source file's address, so files found
 * beside a source (migrations, the sample shop's images, fonts) are found as before.
 */
const workspaceOnly: Plugin = {
  name: 'workspace-only',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@haat/') || args.path.startsWith('node:')) return undefined;
      if (args.pluginData === workspaceOnly || args.kind === 'entry-point') return undefined;
      const found = await esbuild.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: workspaceOnly,
      });
      // Node's built-ins named without `node:` (and optional peers that are not installed).
      if (found.errors.length > 0 || !found.path.startsWith('/')) return { external: true };
      if (/\.[cm]?tsx?$/.test(found.path)) {
        return { errors: [{ text: `${args.path} resolved to TypeScript outside the workspace` }] };
      }
      return { path: fromDist(found.path), external: true };
    });
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const url = `new URL(${JSON.stringify(fromDist(args.path))}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * Builds `dist/main.js` and `dist/pglite-worker.js` (with their source maps, read by Node with
 * `--enable-source-maps`). Several processes may build at once (a process manager starting
 * many): each writes its own files and renames them into place.
 *
 * @example
 * await buildServer();
 */
export async function buildServer(): Promise<void> {
  const startedAt = Date.now();
  const result = await build({
    // The server, and the module of PGlite's thread (src/storage/pglite-thread/thread-client.ts).
    entryPoints: {
      main: join(SERVER_DIR, 'src/main.ts'),
      'pglite-worker': join(SERVER_DIR, 'src/storage/pglite-thread/worker.ts'),
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Workspace packages expose their TypeScript under `source`; Node's own pick for the rest.
    conditions: ['source'],
    mainFields: ['main'],
    // Names as written: logs and errors name classes and functions.
    keepNames: true,
    sourcemap: 'linked',
    outdir: SERVER_DIST,
    // Tells the sources they run bundled (the PGlite thread's module is then found in dist).
    define: { SERVER_BUNDLE: 'true' },
    write: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [workspaceOnly],
  });
  await mkdir(SERVER_DIST, { recursive: true });
  const facts: BuildFacts = {
    startedAt,
    inputs: Object.keys(result.metafile.inputs).map((input) =>
      relative(ROOT, join(SERVER_DIR, input)),
    ),
  };
  const written = [
    ...result.outputFiles.map((file) => ({ path: file.path, contents: file.contents })),
    { path: BUILD_FACTS, contents: JSON.stringify(facts) },
  ];
  // main.js last: a build is complete once it is in place.
  written.sort((a, b) => Number(a.path === SERVER_MAIN) - Number(b.path === SERVER_MAIN));
  for (const file of written) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

/**
 * Whether `dist/main.js` is there and was built from the sources as they are now: none of its
 * inputs (nor the lockfile) changed since its build began. A new source file counts once a
 * file importing it changes.
 *
 * @example
 * if (!freshServerBuild()) await buildServer();
 */
export function freshServerBuild(): boolean {
  if (!existsSync(SERVER_MAIN) || !existsSync(BUILD_FACTS)) return false;
  const facts = JSON.parse(readFileSync(BUILD_FACTS, 'utf8')) as BuildFacts;
  if (statSync(SERVER_MAIN).mtimeMs < facts.startedAt) return false;
  return [...facts.inputs, ...ALWAYS].every((input) => {
    const path = join(ROOT, input);
    return existsSync(path) && statSync(path).mtimeMs <= facts.startedAt;
  });
}
