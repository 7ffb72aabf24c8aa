import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isClientRoute, pathOf, sendFile } from '../static/static-web.js';
import type { WebFiles } from '../static/web-files.js';
import { adminContentSecurityPolicy } from './admin-policy.js';

/** Where the console lives; its build is made with Vite's `base: '/admin/'`. */
export const ADMIN_PREFIX = '/admin';

/** Paths under /admin that are never the console's page: its API and its assets. */
const NOT_PAGES = ['/graphql', '/assets'];

/**
 * Serves the staff console's production build (apps/admin/dist) at `/admin` (GET and HEAD), with
 * its own Content-Security-Policy and `X-Robots-Tag: noindex`: hashed assets immutable for a
 * year, `index.html` revalidated on every load (no-cache), compressed copies as the browser
 * accepts, and `index.html` for every client route under `/admin/` (`/admin/orders/HAAT-10234`).
 * A missing file, and anything under `/admin/assets/` or `/admin/graphql` that is not a file,
 * is a real 404.
 *
 * @example
 * addAdminStatic(app, await loadWebFiles(config.adminDir), { https: false });
 */
export function addAdminStatic(
  app: FastifyInstance,
  files: WebFiles,
  options: { https: boolean },
): void {
  const policy = adminContentSecurityPolicy(options.https);
  const index = files.get('/index.html');
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('content-security-policy', policy).header('x-robots-tag', 'noindex');
    const full = pathOf(request.url);
    const path = full === null ? null : full.slice(ADMIN_PREFIX.length) || '/';
    const file =
      path === null
        ? undefined
        : (files.get(path) ?? (path.endsWith('/') ? files.get(`${path}index.html`) : undefined));
    if (file) return sendFile(request, reply, file);
    const page =
      path !== null &&
      isClientRoute(path) &&
      !NOT_PAGES.some((p) => path === p || path.startsWith(`${p}/`));
    if (page && index) return sendFile(request, reply, index);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  };
  app.get(ADMIN_PREFIX, answer);
  app.get(`${ADMIN_PREFIX}/*`, answer);
}
