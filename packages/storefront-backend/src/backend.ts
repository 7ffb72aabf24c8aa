import { cartDomain } from './cart/domain.js';
import { catalogueDomain } from './catalogue/domain.js';
import { couponsDomain } from './coupons/domain.js';
import type { BackendDeps } from './deps.js';
import type { Domain } from './graphql/domain.js';
import { executeGraphql, type GraphqlRequest, type HttpAnswer } from './graphql/execute.js';
import { mergeResolvers } from './graphql/merge.js';
import { bindSchema } from './graphql/schema.js';
import { inventoryDomain } from './inventory/domain.js';
import { answerSearch } from './search/answer.js';
import { storeDomain } from './store/domain.js';

/** Every GraphQL domain of the storefront API; each field has one owner. */
const domains: readonly Domain[] = [
  storeDomain,
  catalogueDomain,
  couponsDomain,
  inventoryDomain,
  cartDomain,
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
  /** The search service (`GET /search?query=&threshold=&limit=`). */
  search(request: {
    readonly params: URLSearchParams;
    readonly headers: Headers;
  }): Promise<HttpAnswer>;
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
    search: (request) => answerSearch(deps, request),
  };
}
