import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Tells the benchmark runner (the parent process, over IPC) which loopback port to load. */
export function announce(server: Server): void {
  const { port } = server.address() as AddressInfo;
  if (!process.send) throw new Error('Start this target from bench/http-layers.ts (needs IPC)');
  process.send({ port });
}

export interface GraphqlBody {
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  readonly operationName?: string;
}

/**
 * A plain node:http target on 127.0.0.1: reads each request's body, answers what `answer`
 * makes of it as JSON, and announces its port.
 */
export function serveJson(answer: (body: string) => string | Promise<string>): void {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void Promise.resolve(answer(Buffer.concat(chunks).toString('utf8'))).then((bytes) => {
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(bytes),
        });
        response.end(bytes);
      });
    });
  });
  server.listen(0, '127.0.0.1', () => announce(server));
}
