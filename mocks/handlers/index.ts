import type { RequestHandler } from 'msw';
import type { MockConfig } from '../config.js';
import { createBackend, type MockBackend } from '../lib/backend.js';
import { operationRegistry } from '../lib/graphql-handler.js';
import type { MockDomain } from '../lib/resolvers.js';
import { mergeResolvers } from '../lib/resolvers.js';
import { buildMockSchema } from '../lib/schema.js';
import { addressesDomain } from './addresses.js';
import { cartDomain } from './cart.js';
import { catalogDomain } from './catalog.js';
import { cognitoHandlers } from './cognito.js';
import { couponsDomain } from './coupons.js';
import { imageHandlers } from './images.js';
import { inventoryDomain } from './inventory.js';
import { ipHandlers } from './ip.js';
import { ordersDomain } from './orders.js';
import { otpDomain } from './otp.js';
import { paymentsDomain } from './payments.js';
import { reviewsDomain, uploadHandlers } from './reviews.js';
import { searchHandlers } from './search.js';
import { storeDomain } from './store.js';
import { usersDomain } from './users.js';

export type { MockConfig } from '../config.js';
export type { MockBackend } from '../lib/backend.js';

/** Every GraphQL domain of the storefront API. */
export const domains: readonly MockDomain[] = [
  storeDomain,
  catalogDomain,
  couponsDomain,
  inventoryDomain,
  cartDomain,
  ordersDomain,
  paymentsDomain,
  usersDomain,
  addressesDomain,
  otpDomain,
  reviewsDomain,
];

/** A mock backend and its handlers: GraphQL by operation name, then REST (IP, search, images). */
export interface MockApi {
  readonly backend: MockBackend;
  readonly handlers: RequestHandler[];
}

/** Builds the mock backend for one app configuration (state is per call). */
export function createMockApi(config: MockConfig): MockApi {
  const backend = createBackend(config);
  backend.schema = buildMockSchema(mergeResolvers(domains));
  const operations = operationRegistry(backend);
  const handlers: RequestHandler[] = [
    ...domains.flatMap((domain) => domain.handlers(operations)),
    ...ipHandlers(backend),
    ...searchHandlers(backend),
    ...uploadHandlers(backend),
    ...imageHandlers(config.cdnUrl),
    ...cognitoHandlers(backend),
  ];
  return { backend, handlers };
}

/** The request handlers for an app's configuration (`setupWorker(...)` / `setupServer(...)`). */
export function createHandlers(config: MockConfig): RequestHandler[] {
  return createMockApi(config).handlers;
}
