import { createStorefrontBackend, type StorefrontBackend } from '../backend.js';
import type { BackendSettings } from '../deps.js';
import type { UserRecord } from '../ports/storage/records.js';
import { startSession } from '../user-pool/sign-in-tokens.js';
import { newUser } from '../users/new-user.js';
import { testBackend, type TestBackend } from './test-backend.js';

/** An answer's body as GraphQL shapes it. */
export interface GraphqlBody<T> {
  readonly data: T | null;
  readonly errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * A {@link testBackend} behind the storefront's GraphQL entry: `call` posts an operation as a
 * host would (JSON, with the test API key unless headers are given), `signedInUser` stores a
 * shopper and answers a signed ID token for them.
 *
 * @example
 * const { call, signedInUser } = graphqlBackend();
 * const { token } = await signedInUser();
 * const { body } = await call('{ getUser { id } }', {}, { authorization: token });
 */
export function graphqlBackend(
  options: {
    readonly settings?: Partial<BackendSettings>;
    /** The caller's network address every call comes from (none: no per-address limits). */
    readonly clientIp?: string;
  } = {},
): TestBackend & {
  readonly backend: StorefrontBackend;
  call<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    body: GraphqlBody<T>;
    /** Extra headers the backend asked for (`retry-after` on a 429), when any. */
    headers?: Readonly<Record<string, string>>;
  }>;
  signedInUser(phone?: string): Promise<{ user: UserRecord; token: string }>;
} {
  const test = testBackend(options.settings ? { settings: options.settings } : {});
  const { deps, storage, clock } = test;
  const backend = createStorefrontBackend(deps);
  return {
    ...test,
    backend,
    async call<T>(
      query: string,
      variables: Record<string, unknown> = {},
      headers: Record<string, string> = { 'x-api-key': deps.settings.apiKey },
    ) {
      const answer = await backend.graphql({
        body: JSON.stringify({ query, variables }),
        headers: new Headers({ 'content-type': 'application/json', ...headers }),
        clientIp: options.clientIp,
        requestId: deps.ids.uuid(),
      });
      return {
        status: answer.status,
        body: answer.body as GraphqlBody<T>,
        ...(answer.headers ? { headers: answer.headers } : {}),
      };
    },
    async signedInUser(phone = '+919876543210') {
      const { user } = await storage.repos.users.insert({
        ...newUser(deps.ids.uuid(), phone, clock.now()),
        firstName: 'Asha',
        authProvider: null,
      });
      const tokens = await startSession(deps, user, clock.now());
      return { user, token: tokens.idToken };
    },
  };
}
