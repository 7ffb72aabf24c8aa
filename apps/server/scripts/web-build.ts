/**
 * The web app's production build as the server needs it (the app's files and its server render
 * in `ssr/`): whether a build is older than the web sources, and making one. Used by
 * `pnpm start` (ensure-web-build.ts), the server-render tests and `pnpm bench:server`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Where `pnpm build` writes the web build. */
export const WEB_DIST = join(ROOT, 'apps/web/dist');

/** The build's files written first and last: the app's page and its server render. */
const BUILT = ['index.html', 'ssr/entry-server.js'];

/** What the web build is made from: the app, and the workspace packages it bundles. */
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/.env',
  'apps/web/.env.production',
  'packages/commerce-core/src',
  'packages/storefront-api/schema.graphql',
].map((path) => join(ROOT, path));

/**
 * The newest modification time under `path` (a file or a directory), 0 when absent.
 *
 * @example
 * const changedAt = newest('/repo/apps/web/src');
 */
export function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), 0);
}

/**
 * When the build in `dir` was made (its oldest required file), 0 when it is missing or older
 * than the newest web source (then it must be made again).
 *
 * @example
 * if (!freshWebBuild(WEB_DIST)) buildWeb(WEB_DIST);
 */
export function freshWebBuild(dir: string): number {
  const builtAt = Math.min(
    ...BUILT.map((file) => join(dir, file)).map((path) =>
      existsSync(path) ? statSync(path).mtimeMs : 0,
    ),
  );
  return builtAt > Math.max(...SOURCES.map(newest)) ? builtAt : 0;
}

/**
 * Makes the web build (codegen, the app, its server render) in `outDir`, as `pnpm build` does
 * in apps/web/dist.
 *
 * @example
 * buildWeb('/tmp/haat-web');
 */
export function buildWeb(outDir: string, stdio: 'inherit' | 'ignore' = 'inherit'): void {
  const web = ['--filter', '@haat/web'];
  // A production build whatever runs it (a test runner sets NODE_ENV=test, which would give
  // the server render React's development JSX).
  const options = { cwd: ROOT, stdio, env: { ...process.env, NODE_ENV: 'production' } };
  execFileSync('pnpm', ['--filter', '@haat/web...', 'codegen'], options);
  execFileSync('pnpm', [...web, 'exec', 'vite', 'build', '--outDir', outDir], options);
  execFileSync(
    'pnpm',
    [
      ...web,
      'exec',
      'vite',
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      join(outDir, 'ssr'),
    ],
    options,
  );
}
