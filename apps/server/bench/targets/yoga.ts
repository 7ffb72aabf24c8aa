import { createServer } from 'node:http';
import { createYoga } from 'graphql-yoga';
import { benchSchema } from '../fixture.js';
import { announce } from './announce.js';

// graphql-yoga 5 with its defaults (parser and validation caches on), no logging.
const yoga = createYoga({ schema: benchSchema(), graphqlEndpoint: '/graphql', logging: false });
const server = createServer((request, response) => {
  void yoga(request, response);
});
server.listen(0, '127.0.0.1', () => announce(server));
