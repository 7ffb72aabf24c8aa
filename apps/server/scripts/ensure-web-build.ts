/**
 * Builds the web app and the staff console for the server when a build is missing or older than
 * its sources (what `pnpm start` runs before `pnpm serve`, so a fresh clone and a pulled change
 * both start right). Each is checked on its own: a change to the console rebuilds only it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_DIST, buildAdmin, freshAdminBuild } from './admin-build.js';
import { buildWeb, freshWebBuild, WEB_DIST } from './web-build.js';

if (freshWebBuild(WEB_DIST)) {
  console.info('The web build is up to date.');
} else {
  console.info(
    existsSync(join(WEB_DIST, 'index.html'))
      ? 'The web sources changed: building the web app…'
      : 'Building the web app…',
  );
  buildWeb(WEB_DIST);
}

if (freshAdminBuild()) {
  console.info('The staff console build is up to date.');
} else {
  console.info(
    existsSync(join(ADMIN_DIST, 'index.html'))
      ? 'The staff console sources changed: building it…'
      : 'Building the staff console…',
  );
  buildAdmin();
}
