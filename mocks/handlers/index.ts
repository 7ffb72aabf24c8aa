import type { RequestHandler } from 'msw';
import type { MockConfig } from '../config.js';
import { createMockHost, type MockHost } from '../lib/host/mock-host.js';
import { adminGraphqlHandlers } from './admin-graphql.js';
import { cognitoHandlers } from './cognito.js';
import { graphqlHandlers } from './graphql.js';
import { imageHandlers } from './images.js';
import { ipHandlers } from './ip.js';
import { paymentWindowHandlers } from './payment-window.js';
import { searchHandlers } from './search.js';
import { taxDocumentHandlers } from './tax-documents.js';
import { uploadHandlers } from './uploads.js';

export type { MockConfig } from '../config.js';
export type { MockHost } from '../lib/host/mock-host.js';

/** A mock host and its handlers: GraphQL by operation name, then REST (IP, search, images …). */
export interface MockApi {
  readonly backend: MockHost;
  readonly handlers: RequestHandler[];
}

/** Builds the mock host for one app configuration (state is per call). */
export function createMockApi(config: MockConfig): MockApi {
  const host = createMockHost(config);
  const handlers: RequestHandler[] = [
    ...graphqlHandlers(host),
    ...adminGraphqlHandlers(host),
    ...ipHandlers(host),
    ...searchHandlers(host),
    ...uploadHandlers(host),
    ...taxDocumentHandlers(host),
    ...imageHandlers(config.cdnUrl),
    ...cognitoHandlers(host),
    ...paymentWindowHandlers(host),
  ];
  return { backend: host, handlers };
}

/** The request handlers for an app's configuration (`setupWorker(...)` / `setupServer(...)`). */
export function createHandlers(config: MockConfig): RequestHandler[] {
  return createMockApi(config).handlers;
}
