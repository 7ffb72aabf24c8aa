import type { TadaDocumentNode } from 'gql.tada';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import { ClientError, GraphQLClient } from 'graphql-request';
import ky, { isHTTPError } from 'ky';
import { env } from '@/lib/env';
import { REQUEST_TIMEOUT_MS, retryPolicy, transportMessage } from '@/lib/http/policy';
import { ApiError, apiErrorFromBody } from './errors';

/** What the auth feature registers: the session's token and what to do when the API refuses it. */
export interface SessionHooks {
  /** The user pool's ID token of the signed-in staff member, or null. */
  token: () => Promise<string | null>;
  /** Told of every UNAUTHORIZED or not-staff refusal of the admin API (the session ends). */
  onRefused: (error: ApiError) => void;
}

let hooks: SessionHooks = { token: () => Promise.resolve(null), onRefused: () => undefined };

/**
 * Registers the session hooks (features/auth does, once).
 *
 * @example
 * setSessionHooks({ token: idToken, onRefused: endSession });
 */
export function setSessionHooks(next: SessionHooks): void {
  hooks = next;
}

/** A mutation may be sent again only when the server de-duplicates it by its idempotency key. */
function isRepeatable(document: DocumentNode, variables: object): boolean {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return false;
  if (operation.operation === OperationTypeNode.QUERY) return true;
  const input: unknown = (variables as { input?: unknown }).input;
  return typeof input === 'object' && input !== null && 'idempotencyKey' in input;
}

async function send<TResult, TVariables extends object>(
  url: string,
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
  headers: Record<string, string>,
): Promise<TResult> {
  const retry = retryPolicy(isRepeatable(document, variables));
  const client = new GraphQLClient(url, {
    fetch: (input, init) =>
      ky(input instanceof Request || input instanceof URL ? input : String(input), {
        ...init,
        timeout: REQUEST_TIMEOUT_MS,
        retry,
      }),
  });
  try {
    return await client.request<TResult>({ document, variables, requestHeaders: headers });
  } catch (error) {
    if (error instanceof ClientError) {
      throw apiErrorFromBody(error.response, error.response.status) ?? new ApiError(error.message);
    }
    if (isHTTPError(error)) {
      const body: unknown = await error.response.json().catch(() => null);
      const refusal = apiErrorFromBody(body, error.response.status);
      if (refusal) throw refusal;
    }
    const message = transportMessage(error);
    if (message) throw new ApiError(message, { cause: error });
    throw error;
  }
}

/**
 * Sends one typed admin document (`adminGraphql`) to `POST /admin/graphql` with the staff
 * member's token. Throws {@link ApiError}; a refused session is also reported to the auth feature.
 *
 * @example
 * const { adminMe } = await adminRequest(AdminMeDocument, {});
 */
export async function adminRequest<TResult, TVariables extends object>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const token = await hooks.token();
  try {
    return await send(
      env.adminGraphqlUrl,
      document,
      variables,
      token ? { authorization: token } : {},
    );
  } catch (error) {
    if (error instanceof ApiError && (error.isUnauthorized || error.isNotStaff)) {
      hooks.onRefused(error);
    }
    throw error;
  }
}

/**
 * Sends one typed storefront document (`storefrontGraphql`) with the API key: the console uses
 * the storefront API only to send and check sign-in codes, as the storefront does.
 *
 * @example
 * await storefrontRequest(DispatchOtpDocument, { storeId, phone });
 */
export function storefrontRequest<TResult, TVariables extends object>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  return send(env.graphqlUrl, document, variables, { 'x-api-key': env.apiKey });
}
