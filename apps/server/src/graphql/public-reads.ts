import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from 'graphql';
import { GRAPHQL_LIMITS } from './limits.js';

/**
 * The contract's root fields whose answer depends only on the arguments, the catalogue and live
 * stock — the same for every anonymous caller, with no per-caller limit or side effect. Reviews
 * (shoppers add them), coupons by code, orders, carts, users and one-time codes are not here.
 */
const PUBLIC_READS: ReadonlySet<string> = new Set([
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

const decisions = new Map<string, boolean>();

function operationOf(query: string, operationName: string | null) {
  const document = parse(query, { noLocation: true, maxTokens: GRAPHQL_LIMITS.tokens });
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName === null) return operations.length === 1 ? operations[0] : undefined;
  return operations.find((operation) => operation.name?.value === operationName);
}

function decide(query: string, operationName: string | null): boolean {
  try {
    const operation = operationOf(query, operationName);
    return (
      operation?.operation === OperationTypeNode.QUERY &&
      operation.selectionSet.selections.every(
        (selection) => selection.kind === Kind.FIELD && PUBLIC_READS.has(selection.name.value),
      )
    );
  } catch {
    // Not GraphQL: the endpoint answers the syntax error, never kept.
    return false;
  }
}

/**
 * Whether a request is a public catalogue read: a query (never a mutation) whose root fields
 * are all public catalogue reads (`PUBLIC_READS`), named directly (no fragment at the root).
 * Decided once per query text and operation name.
 *
 * @example
 * isPublicRead('query byslugProduct($slug: String!) { productsBySlug(slug: $slug) { items { id } } }', null); // true
 * isPublicRead('mutation { createOrder(input: {}) { id } }', null); // false
 */
export function isPublicRead(query: string, operationName: string | null): boolean {
  const key = `${operationName ?? ''}\n${query}`;
  let decision = decisions.get(key);
  if (decision === undefined) {
    decision = decide(query, operationName);
    if (decisions.size >= MAX_DECISIONS) decisions.clear();
    decisions.set(key, decision);
  }
  return decision;
}

/**
 * The key an answer is kept by: the raw request (operation name, query text and variables).
 *
 * @example
 * publicReadKey({ query: '{ getStore(id: "s1") { id } }', variables: null, operationName: null });
 */
export function publicReadKey(body: {
  readonly query: string;
  readonly variables: Record<string, unknown> | null;
  readonly operationName: string | null;
}): string {
  return `${body.operationName ?? ''}\n${JSON.stringify(body.variables)}\n${body.query}`;
}
