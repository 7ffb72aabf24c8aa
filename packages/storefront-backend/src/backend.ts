import type { GraphQLSchema } from 'graphql';
import { addressesDomain } from './addresses/domain.js';
import { cartDomain } from './cart/domain.js';
import { catalogueDomain } from './catalogue/domain.js';
import { couponsDomain } from './coupons/domain.js';
import type { Caller, RequestContext } from './context.js';
import type { BackendDeps } from './deps.js';
import type { Domain } from './graphql/domain.js';
import { executeGraphql, type GraphqlRequest, type HttpAnswer } from './graphql/execute.js';
import { mergeResolvers } from './graphql/merge.js';
import { createRequestContext } from './graphql/request-context.js';
import { bindSchema } from './graphql/schema.js';
import { inventoryDomain } from './inventory/domain.js';
import { ordersDomain } from './orders/domain.js';
import { otpDomain } from './otp/domain.js';
import { paymentsDomain } from './payments/domain.js';
import {
  paymentEvent,
  type PaymentEvent,
  type PaymentEventOutcome,
} from './payments/payment-event.js';
import { reviewsDomain } from './reviews/domain.js';
import { getReviewImage, putReviewImage, type UploadAnswer } from './reviews/uploads.js';
import { answerSearch } from './search/answer.js';
import { storeDomain } from './store/domain.js';
import { answerUserPool, type UserPoolAnswer } from './user-pool/answer.js';
import { usersDomain } from './users/domain.js';

/** Every GraphQL domain of the storefront API; each field has one owner. */
const domains: readonly Domain[] = [
  storeDomain,
  catalogueDomain,
  couponsDomain,
  inventoryDomain,
  cartDomain,
  ordersDomain,
  paymentsDomain,
  otpDomain,
  usersDomain,
  addressesDomain,
  reviewsDomain,
];

/**
 * The one entry for hosts: the GraphQL API and the REST calls, answered as an HTTP status and a
 * JSON body, whatever the host's HTTP framework.
 *
 * @example
 * const answer = await backend.graphql({ body: await request.json(), headers: request.headers });
 * return Response.json(answer.body, { status: answer.status });
 */
export interface StorefrontBackend {
  /** One GraphQL request (`{ query, variables, operationName }`), caller from its headers. */
  graphql(request: GraphqlRequest): Promise<HttpAnswer>;
  /**
   * For hosts that run GraphQL with their own executor (the server's mercurius + graphql-jit):
   * the contract's schema with the domain resolvers bound to it, and the context of one request
   * for a caller the host has identified.
   */
  readonly schema: GraphQLSchema;
  requestContext(request: {
    readonly caller: Caller;
    readonly operationName: string;
    readonly clientIp: string | null;
  }): RequestContext;
  /** The search service (`GET /search?query=&threshold=&limit=`). */
  search(request: {
    readonly params: URLSearchParams;
    readonly headers: Headers;
  }): Promise<HttpAnswer>;
  /** The user pool's JSON API (`x-amz-target` and the parsed body) that aws-amplify calls. */
  userPool(request: { readonly target: string; readonly body: unknown }): Promise<UserPoolAnswer>;
  /**
   * What the payment provider's webhook reports (a verified delivery, in neutral terms): moves
   * the order forward only, once per event id (see `paymentEvent`).
   */
  paymentEvent(event: PaymentEvent): Promise<PaymentEventOutcome>;
  /**
   * Review image uploads: PUT the bytes into a slot with the upload URL's `token` query
   * parameter (`putReviewImage`), GET them back (null: no such upload).
   */
  readonly uploads: {
    put(key: string, bytes: Uint8Array, token: string | null): Promise<UploadAnswer>;
    get(key: string): Promise<UploadAnswer | null>;
  };
}

/**
 * Builds the backend over the host's I/O: the schema is bound to the merged domain resolvers
 * once, here.
 *
 * @example
 * const backend = createStorefrontBackend({ storage, clock, ids, payments, sms, tokens, settings });
 */
export function createStorefrontBackend(deps: BackendDeps): StorefrontBackend {
  const schema = bindSchema(mergeResolvers(domains));
  return {
    graphql: (request) => executeGraphql(schema, deps, request),
    schema,
    requestContext: (request) => createRequestContext(deps, request),
    search: (request) => answerSearch(deps, request),
    userPool: (request) => answerUserPool(deps, request),
    paymentEvent: (event) => paymentEvent(deps, event),
    uploads: {
      put: (key, bytes, token) => putReviewImage(deps, key, bytes, token),
      get: (key) => getReviewImage(deps, key),
    },
  };
}
