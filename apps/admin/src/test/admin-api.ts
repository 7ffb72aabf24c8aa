import type { TadaDocumentNode } from 'gql.tada';
import { OperationTypeNode } from 'graphql';
import { graphql, HttpResponse } from 'msw';
import { env } from '@/lib/env';

/** What the admin API answered: data, or a refusal with the contract's code. */
export type AdminAnswer<TResult> = { data: TResult } | { error: { message: string; code: string } };

/** A request the admin API received in a test. */
export interface SeenRequest {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * An MSW handler answering one admin operation of `document` with a typed fixture (or a
 * refusal), recording what was asked in `seen`. Each call of `answer` may differ (a list).
 *
 * @example
 * server.use(answerAdmin(AdminOrdersDocument, () => ({ data: { adminOrders: page } }), seen));
 */
export function answerAdmin<TResult extends Record<string, unknown>, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  answer: (variables: Record<string, unknown>) => AdminAnswer<TResult>,
  seen: SeenRequest[] = [],
) {
  const definition = document.definitions[0];
  const name = definition && 'name' in definition ? definition.name?.value : undefined;
  if (!name) throw new Error('The document has no operation name');
  const link = graphql.link(env.adminGraphqlUrl);
  const kind =
    definition && 'operation' in definition && definition.operation === OperationTypeNode.MUTATION
      ? 'mutation'
      : 'query';
  return link[kind](name, ({ variables }) => {
    seen.push({ operationName: name, variables });
    const result = answer(variables);
    if ('data' in result) return HttpResponse.json({ data: result.data });
    return HttpResponse.json({
      data: null,
      errors: [{ message: result.error.message, extensions: { code: result.error.code } }],
    });
  });
}
