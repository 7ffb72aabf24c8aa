import { createMockServer } from '@haat/mocks/node';
import { env } from '@/lib/env';
import { mockConfigFrom } from '@/lib/mock-config';

/** The mock backend for component tests; override per test with `server.use(...)`. */
export const server = createMockServer(mockConfigFrom(env));
