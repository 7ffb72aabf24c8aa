import { createServer } from 'node:http';
import { announce } from './announce.js';

/**
 * The ceiling of `bench/server.ts`: node:http answering, for `/<scenario>` (any method and
 * query string), the bytes the
 * real server answered for that scenario (sent by the runner over IPC before any load), from
 * memory. Starts listening on 127.0.0.1 once it has them.
 */
process.once('message', (recorded: Record<string, string>) => {
  const answers = new Map(
    Object.entries(recorded).map(([name, text]) => [`/${name}`, Buffer.from(text)]),
  );
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      // A scenario may vary its query string (a search's words): the path names it.
      const bytes = answers.get((request.url ?? '').split('?')[0] ?? '');
      if (!bytes) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': bytes.length,
      });
      response.end(bytes);
    });
  });
  server.listen(0, '127.0.0.1', () => announce(server));
});
