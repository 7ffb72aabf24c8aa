import { addressesDomain } from './addresses/domain.js';
import type { EdgeRequest, HttpAnswer } from './api/http.js';
import { graphqlJsExecutor } from './api/graphql/graphql-js-executor.js';
import type { GraphqlEdge, GraphqlExecutor } from './api/graphql/edge.js';
import { storefrontEdge } from './api/graphql/storefront-edge.js';
import { adminEdge } from './api/graphql/admin-edge.js';
import type { AdminContext } from './admin/admin-context.js';
import { searchRequest } from './api/rest/search.js';
import { cartDomain } from './cart/domain.js';
import { catalogueDomain } from './catalogue/domain.js';
import { couponsDomain } from './coupons/domain.js';
import type { RequestContext } from './context.js';
import type { BackendDeps } from './deps.js';
import type { Domain } from './graphql/domain.js';
import { mergeResolvers } from './graphql/merge.js';
import { bindSchema } from './graphql/schema.js';
import { taxDocumentRequest } from './invoices/tax-document-request.js';
import { inventoryDomain } from './inventory/domain.js';
import { ordersDomain } from './orders/domain.js';
import { orderProgressDomain } from './orders/progress/domain.js';
import { otpDomain } from './otp/domain.js';
import { paymentsDomain } from './payments/domain.js';
import {
  paymentEvent,
  type PaymentEvent,
  type PaymentEventOutcome,
} from './payments/payment-event.js';
import { reviewsDomain } from './reviews/domain.js';
import { getReviewImage, putReviewImage, type UploadAnswer } from './reviews/uploads.js';
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
  orderProgressDomain,
  paymentsDomain,
  otpDomain,
  usersDomain,
  addressesDomain,
  reviewsDomain,
];

/**
 * The one entry for hosts: the GraphQL API and the REST calls, answered as an HTTP status and a
 * JSON body, whatever the host's HTTP framework. Everything about a request (its reading, its
 * caller, its limits, error masking, which answers may be kept) is decided by the edge
 * (`src/api/`); a host only brings the bytes, its executor and its storage.
 *
 * @example
 * const answer = await backend.graphql({ body: await request.text(), headers: request.headers, requestId });
 * return Response.json(answer.body, { status: answer.status, headers: answer.headers });
 */
export interface StorefrontBackend {
  /** One GraphQL request (`POST`, the body's text), run with graphql-js (the mock host's executor). */
  graphql(request: EdgeRequest): Promise<HttpAnswer>;
  /**
   * The storefront GraphQL API's edge, for hosts that run operations with their own executor
   * (the server's mercurius + graphql-jit): `prepare`, then `run` with the executor.
   */
  readonly graphqlEdge: GraphqlEdge<RequestContext>;
  /** One request to the staff's admin GraphQL API (`POST /admin/graphql`), run with graphql-js. */
  admin(request: EdgeRequest): Promise<HttpAnswer>;
  /** The admin API's edge (its own schema and staff callers: `adminEdge`). */
  readonly adminEdge: GraphqlEdge<AdminContext>;
  /** The search service (`GET /search?query=&threshold=&limit=`, bearer-authorised). */
  search(request: {
    readonly params: URLSearchParams;
    readonly headers: Headers;
  }): Promise<HttpAnswer>;
  /**
   * The user pool's JSON API (`x-amz-target`, the parsed body and the caller's address, for its
   * rate limits) that aws-amplify calls.
   */
  userPool(request: {
    readonly target: string;
    readonly body: unknown;
    readonly clientIp?: string | null | undefined;
  }): Promise<UserPoolAnswer>;
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
  /**
   * An order's tax invoice or credit note as a PDF, for its owner only
   * (`GET /orders/:orderId/invoice.pdf[?number=]`: `taxDocumentRequest`).
   */
  taxDocument(request: Parameters<typeof taxDocumentRequest>[1]): Promise<UploadAnswer>;
}

/**
 * Builds the backend over the host's I/O: the schema is bound to the merged domain resolvers
 * once, here.
 *
 * @example
 * const backend = createStorefrontBackend({ storage, clock, ids, payments, sms, tokens, settings });
 */
export function createStorefrontBackend(deps: BackendDeps): StorefrontBackend {
  const graphqlEdge = storefrontEdge(bindSchema(mergeResolvers(domains)), deps);
  const execute = graphqlJsExecutor(graphqlEdge);
  // The admin API is built on its first use: most backends (the mock host's, one per data
  // scenario) never serve staff.
  let staff: { edge: GraphqlEdge<AdminContext>; execute: GraphqlExecutor<AdminContext> } | null =
    null;
  const staffApi = () => {
    if (!staff) {
      const edge = adminEdge(deps);
      staff = { edge, execute: graphqlJsExecutor(edge) };
    }
    return staff;
  };
  return {
    graphql: (request) => graphqlEdge.handle(request, execute),
    graphqlEdge,
    admin: (request) => staffApi().edge.handle(request, staffApi().execute),
    get adminEdge() {
      return staffApi().edge;
    },
    search: (request) => searchRequest(deps, request),
    userPool: (request) => answerUserPool(deps, request),
    paymentEvent: (event) => paymentEvent(deps, event),
    uploads: {
      put: (key, bytes, token) => putReviewImage(deps, key, bytes, token),
      get: (key) => getReviewImage(deps, key),
    },
    taxDocument: (request) => taxDocumentRequest(deps, request),
  };
}
