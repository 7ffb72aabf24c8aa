/**
 * Builds the web app for the server when its build is missing or older than its sources (what
 * `pnpm start` runs before `pnpm serve`, so a fresh clone and a pulled change both start right).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The build's files written first and last: the app's page and its server render. */
const BUILT = ['apps/web/dist/index.html', 'apps/web/dist/ssr/entry-server.js'].map((path) =>
  join(ROOT, path),
);
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

/** The newest modification time under `path` (a file or a directory), 0 when absent. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), 0);
}

const builtAt = Math.min(...BUILT.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)));
const changedAt = Math.max(...SOURCES.map(newest));
if (builtAt > changedAt) {
  console.info('The web build is up to date.');
} else {
  console.info(
    builtAt ? 'The web sources changed: building the web app…' : 'Building the web app…',
  );
  execFileSync('pnpm', ['--filter', '@haat/web', 'build'], { cwd: ROOT, stdio: 'inherit' });
}
