/**
 * The staff console's production build as the server serves it at `/admin`: whether the build is
 * older than the console's sources, and making one. Used by `pnpm start` (ensure-web-build.ts)
 * and the console's server journeys.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newest } from './web-build.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Where `pnpm --filter @haat/admin build` writes the console's build. */
export const ADMIN_DIST = join(ROOT, 'apps/admin/dist');

/** What the console's build is made from: the app, and the contracts and packages it bundles. */
const SOURCES = [
  'apps/admin/src',
  'apps/admin/public',
  'apps/admin/index.html',
  'apps/admin/vite.config.ts',
  'apps/admin/.env',
  'packages/commerce-core/src',
  'packages/storefront-api/admin.graphql',
  'packages/storefront-api/schema.graphql',
  'packages/storefront-api/src/admin-errors.ts',
  'packages/storefront-api/src/admin-operations.ts',
  'packages/storefront-api/src/admin-permissions.ts',
].map((path) => join(ROOT, path));

/**
 * When the console's build was made, 0 when it is missing or older than its newest source.
 *
 * @example
 * if (!freshAdminBuild()) buildAdmin();
 */
export function freshAdminBuild(): number {
  const page = join(ADMIN_DIST, 'index.html');
  const builtAt = existsSync(page) ? statSync(page).mtimeMs : 0;
  return builtAt > Math.max(...SOURCES.map(newest)) ? builtAt : 0;
}

/**
 * Makes the console's build (codegen, then Vite) in apps/admin/dist.
 *
 * @example
 * buildAdmin();
 */
export function buildAdmin(stdio: 'inherit' | 'ignore' = 'inherit'): void {
  const options = { cwd: ROOT, stdio, env: { ...process.env, NODE_ENV: 'production' } };
  execFileSync('pnpm', ['--filter', '@haat/admin', 'build'], options);
}
