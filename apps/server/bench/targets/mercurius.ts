import Fastify from 'fastify';
import mercurius from 'mercurius';
import { benchSchema } from '../fixture.js';
import { announce } from './announce.js';

// fastify 5 + mercurius 16; BENCH_JIT=1 compiles each query with graphql-jit from its first call.
const app = Fastify({ logger: false });
await app.register(mercurius, {
  schema: benchSchema(),
  path: '/graphql',
  jit: process.env.BENCH_JIT === '1' ? 1 : 0,
});
await app.listen({ host: '127.0.0.1', port: 0 });
announce(app.server);
