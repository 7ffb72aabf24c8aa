import { createServer } from 'node:http';
import { execute, parse } from 'graphql';
import { benchSchema, PRODUCT_QUERY } from '../fixture.js';
import { announce, readBody } from './announce.js';

// The ceiling: node:http answering the same bytes from memory, computed once at start.
const answer = Buffer.from(
  JSON.stringify(
    await execute({
      schema: benchSchema(),
      document: parse(PRODUCT_QUERY),
      variableValues: { slug: 'vitamin-c-glow-serum', limit: 1 },
    }),
  ),
);

const server = createServer((request, response) => {
  void readBody(request).then(() => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': answer.length,
    });
    response.end(answer);
  });
});
server.listen(0, '127.0.0.1', () => announce(server));
