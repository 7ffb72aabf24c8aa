/**
 * Builds the server (`dist/main.js`) when it is missing or older than its sources: what
 * `pnpm serve` runs before the server, so a fresh clone and a pulled change both start right.
 */
import { buildServer, freshServerBuild } from './server-build.js';

if (!freshServerBuild()) {
  const started = Date.now();
  await buildServer();
  console.info(`Built the server (apps/server/dist/main.js) in ${Date.now() - started} ms.`);
}
