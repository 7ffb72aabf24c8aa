import type { TadaDocumentNode } from 'gql.tada';
import { GraphQLClient } from 'graphql-request';
import { env } from '@/lib/env';

export interface GqlRequestOptions {
  signal?: AbortSignal;
  /** Sent as `idempotencyKey` by the caller's variables; kept here for request headers/logging. */
  idempotencyKey?: string;
  /** 'auto' (default): the user-pool token when signed in, else the API key (spec 6). */
  auth?: 'auto' | 'apiKey';
}

/** Returns the signed-in user's user-pool token, or null; registered by the auth feature. */
export type AuthTokenProvider = () => Promise<string | null>;

let authTokenProvider: AuthTokenProvider = () => Promise.resolve(null);

export function setAuthTokenProvider(provider: AuthTokenProvider) {
  authTokenProvider = provider;
}

const client = new GraphQLClient(env.graphqlUrl);

async function authHeaders(auth: GqlRequestOptions['auth']): Promise<Record<string, string>> {
  const token = auth === 'apiKey' ? null : await authTokenProvider();
  return token ? { authorization: token } : { 'x-api-key': env.apiKey };
}

/** Sends one typed operation document to the storefront endpoint. */
export async function gqlRequest<TResult, TVariables extends object>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
  options: GqlRequestOptions = {},
): Promise<TResult> {
  return client.request<TResult>({
    document,
    variables,
    requestHeaders: await authHeaders(options.auth),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
