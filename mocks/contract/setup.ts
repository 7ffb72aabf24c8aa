import { provideContractTarget } from '@haat/storefront-backend/contract';
import { afterAll, beforeAll } from 'vitest';
import { mockContractTarget } from './mock-target.js';

// The contract-mocks project's setup file: each file of the suite talks to a mock host of its own.
const { server, target } = mockContractTarget();
provideContractTarget(target);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
