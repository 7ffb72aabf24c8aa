import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

/** Tells the benchmark runner (the parent process, over IPC) which loopback port to load. */
export function announce(server: Server): void {
  const { port } = server.address() as AddressInfo;
  if (!process.send) throw new Error('Start this target from bench/http-layers.ts (needs IPC)');
  process.send({ port });
}

/** Reads a request body as one string. */
export async function readBody(request: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export interface GraphqlBody {
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  readonly operationName?: string;
}
