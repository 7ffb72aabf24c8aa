/**
 * Builds the web app and the staff console for the server when a build is missing or older than
 * its sources (what `pnpm start` runs before `pnpm serve`, so a fresh clone and a pulled change
 * both start right). Each is checked on its own: a change to the console rebuilds only it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** One app the server serves: where its build lands and what it is made from. */
interface AppBuild {
  readonly name: string;
  readonly filter: string;
  readonly built: string;
  readonly sources: readonly string[];
}

const APPS: readonly AppBuild[] = [
  {
    name: 'web app',
    filter: '@haat/web',
    built: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/.env',
      'apps/web/.env.production',
      'packages/commerce-core/src',
      'packages/storefront-api/schema.graphql',
    ],
  },
  {
    name: 'staff console',
    filter: '@haat/admin',
    built: 'apps/admin/dist/index.html',
    sources: [
      'apps/admin/src',
      'apps/admin/public',
      'apps/admin/index.html',
      'apps/admin/vite.config.ts',
      'apps/admin/.env',
      'packages/commerce-core/src',
      'packages/storefront-api/admin.graphql',
      'packages/storefront-api/src',
    ],
  },
];

/** The newest modification time under `path` (a file or a directory), 0 when absent. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), 0);
}

for (const app of APPS) {
  const built = join(ROOT, app.built);
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...app.sources.map((path) => newest(join(ROOT, path))));
  if (builtAt > changedAt) {
    console.info(`The ${app.name} build is up to date.`);
    continue;
  }
  console.info(
    builtAt ? `The ${app.name} sources changed: building it…` : `Building the ${app.name}…`,
  );
  execFileSync('pnpm', ['--filter', app.filter, 'build'], { cwd: ROOT, stdio: 'inherit' });
}
