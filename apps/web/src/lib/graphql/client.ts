import type { TadaDocumentNode } from 'gql.tada';
import { GraphQLClient } from 'graphql-request';
import { env } from '@/lib/env';

const client = new GraphQLClient(env.graphqlUrl, { headers: { 'x-api-key': env.apiKey } });

type VariablesArgs<TVariables> = [TVariables] extends [Record<string, never>] ? [] : [TVariables];

/** Sends one typed operation document to the storefront endpoint. */
export function gqlRequest<TResult, TVariables extends object>(
  document: TadaDocumentNode<TResult, TVariables>,
  ...[variables]: VariablesArgs<TVariables>
): Promise<TResult> {
  return client.request<TResult>(document, variables);
}
