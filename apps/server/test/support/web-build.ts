import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb, freshWebBuild, WEB_DIST } from '../../scripts/web-build.js';

let build: Promise<string> | null = null;

/**
 * A web build with its server render, as `pnpm build` makes it: apps/web/dist when it is newer
 * than the web sources, else a new one in a temporary directory (made once per test process,
 * never over apps/web/dist, which another process may be serving). A build takes ~30 s.
 *
 * @example
 * const webDir = await serverWebBuild();
 */
export function serverWebBuild(): Promise<string> {
  build ??= (async () => {
    if (freshWebBuild(WEB_DIST)) return WEB_DIST;
    const dir = join(await mkdtemp(join(tmpdir(), 'haat-web-build-')), 'dist');
    buildWeb(dir, 'ignore');
    return dir;
  })();
  return build;
}
