/**
 * Builds the web app for the server when its build is missing or older than its sources (what
 * `pnpm start` runs before `pnpm serve`, so a fresh clone and a pulled change both start right).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
