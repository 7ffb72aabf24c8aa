import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from 'graphql';
import type { GraphqlOperation } from './read-request.js';

/**
 * The storefront contract's root fields whose answer depends only on the arguments, the
 * catalogue and live stock — the same for every anonymous caller, with no per-caller limit or
 * side effect. Reviews (shoppers add them), coupons by code, orders, carts, users and one-time
 * codes are not here.
 */
export const STOREFRONT_PUBLIC_READS: ReadonlySet<string> = new Set([
  '__typename',
  'getInitialData',
  'getStore',
  'listVariantGroups',
  'getProduct',
  'productsBySlug',
  'searchProducts',
  'linkedProductsByProductId',
  'searchCollectionTypes',
  'searchProductFaqs',
  'getZipCode',
]);

/** How many decisions are remembered (the web app sends ~30 documents). */
const MAX_DECISIONS = 512;

/**
 * Which requests are public reads of one API: a query (never a mutation) whose root fields are
 * all in `fields`, named directly (no fragment at the root), and the key such an answer is kept
 * by.
 *
 * @example
 * const reads = publicReads(STOREFRONT_PUBLIC_READS, GRAPHQL_LIMITS.tokens);
 * reads.isPublicRead('query p($slug: String!) { productsBySlug(slug: $slug) { items { id } } }', null); // true
 * reads.isPublicRead('mutation { createOrder(input: {}) { id } }', null); // false
 */
export interface PublicReads {
  /** Decided once per query text and operation name (a bounded memory of decisions). */
  isPublicRead(query: string, operationName: string | null): boolean;
  /** The key an answer is kept by: the raw request (operation name, variables, query text). */
  keyOf(operation: GraphqlOperation): string;
}

/**
 * The {@link PublicReads} of an API whose public root fields are `fields`; documents are parsed
 * with the API's token limit.
 *
 * @example
 * publicReads(STOREFRONT_PUBLIC_READS, 2000).keyOf({ query: '{ getStore(id: "s1") { id } }', variables: null, operationName: null });
 */
export function publicReads(fields: ReadonlySet<string>, maxTokens: number): PublicReads {
  const decisions = new Map<string, boolean>();

  const operationOf = (query: string, operationName: string | null) => {
    const document = parse(query, { noLocation: true, maxTokens });
    const operations = document.definitions.filter(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (operationName === null) return operations.length === 1 ? operations[0] : undefined;
    return operations.find((operation) => operation.name?.value === operationName);
  };

  const decide = (query: string, operationName: string | null): boolean => {
    try {
      const operation = operationOf(query, operationName);
      return (
        operation?.operation === OperationTypeNode.QUERY &&
        operation.selectionSet.selections.every(
          (selection) => selection.kind === Kind.FIELD && fields.has(selection.name.value),
        )
      );
    } catch {
      // Not GraphQL: the executor answers the syntax error, never kept.
      return false;
    }
  };

  return {
    isPublicRead(query, operationName) {
      const key = `${operationName ?? ''}\n${query}`;
      let decision = decisions.get(key);
      if (decision === undefined) {
        decision = decide(query, operationName);
        if (decisions.size >= MAX_DECISIONS) decisions.clear();
        decisions.set(key, decision);
      }
      return decision;
    },
    keyOf: ({ query, variables, operationName }) =>
      `${operationName ?? ''}\n${JSON.stringify(variables)}\n${query}`,
  };
}
