/**
 * `mockApi(config)`: answers the storefront API (GraphQL, search, IP, uploads, the Cognito user
 * pool) on Vite's dev and preview servers with the same MSW handlers the browser worker and the
 * tests use, resolved in Node with MSW's `getResponse`. A build made without the in-page worker
 * (`VITE_API_MOCKING=false`, the production build) then runs fully on `vite preview` and downloads
 * exactly what a shopper's browser would, with no mock code in the page. State lives in the server
 * process's memory (one shop for every tab, until the server stops); one-time codes print in
 * the terminal.
 *
 * @example
 * // apps/web/vite.config.ts
 * import { mockApi } from '../../mocks/vite-api-plugin.ts';
 * export default defineConfig({ plugins: [react(), mockApi(mockConfig)] });
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';
import { runnerImport, type Connect, type Plugin } from 'vite';
import type { MockConfig } from './config.js';
import { nodeFont } from './lib/host/node-font.js';
import type { createHandlers } from './handlers/index.js';

interface HandlersModule {
  createHandlers: typeof createHandlers;
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The Node request as a Fetch request on the configured API origin (handlers match on it). */
async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const body = await readBody(req);
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    ...(body && body.length > 0 ? { body } : {}),
  });
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response) {
  // HttpResponse.error() (the network-error scenario): the connection drops, as a real one would.
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  const body = Buffer.from(await response.arrayBuffer());
  // Compressed like any real API (the catalogue answers are tens of kilobytes of JSON).
  if (body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
    res.removeHeader('content-length');
    res.setHeader('content-encoding', 'gzip');
    res.setHeader('vary', 'accept-encoding');
    res.end(gzipSync(body));
    return;
  }
  res.end(body);
}

function middleware(
  handlers: () => Promise<RequestHandler[]>,
  origin: string,
): Connect.NextHandleFunction {
  return (req, res, next) => {
    Promise.all([toFetchRequest(req, origin), handlers()])
      .then(([request, loaded]) => getResponse(loaded, request))
      .then((response) => (response ? send(req, res, response) : next()))
      .catch((error: unknown) => next(error));
  };
}

/** Serves the mock storefront API on the dev and preview servers (see the module comment). */
export function mockApi(config: MockConfig): Plugin {
  const origin = new URL(config.graphqlUrl).origin;
  let handlers: Promise<RequestHandler[]> | undefined;
  // Loaded on the first API request of a dev server (one that never gets one, like Vitest's, pays
  // nothing) and as soon as a preview server starts, through Vite's module runner, which runs the workspace's TypeScript sources as they are.
  const lazyHandlers = () =>
    (handlers ??= runnerImport<HandlersModule>(
      fileURLToPath(new URL('./handlers/index.ts', import.meta.url)),
      {
        configFile: false,
        logLevel: 'warn',
        // Workspace packages under their `source` condition (added to the runner's own), as
        // everywhere else: commerce-core's `import` points at a dist/ that only packing builds.
        // Run by the runner, never handed to Node (which knows no `source` and took a stale or
        // missing dist/ when one workspace package imported another).
        environments: {
          inline: { resolve: { conditions: ['source'], noExternal: [/^@haat\//] } },
        },
      },
    ).then(({ module }) =>
      module.createHandlers({
        ...config,
        documentFont: config.documentFont ?? nodeFont,
        onOtp: config.onOtp ?? ((phone, code) => console.info(`[mock OTP] ${phone}: ${code}`)),
      }),
    ));
  return {
    name: 'haat-mock-api',
    configureServer(server) {
      server.middlewares.use(middleware(lazyHandlers, origin));
    },
    configurePreviewServer(server) {
      // A preview server is there to be used: load at once, so the first visit is not answered
      // by a cold server (it would skew a first Lighthouse run by seconds).
      lazyHandlers().catch((error: unknown) => server.config.logger.error(String(error)));
      server.middlewares.use(middleware(lazyHandlers, origin));
    },
  };
}
