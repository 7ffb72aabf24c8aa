import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { idempotencyKeyOf } from '@/lib/http/idempotency';

/**
 * Queries that change something on the server, so a repeat is not harmless (spec 7 makes them
 * queries): ensureUserAndDispatchOTP sends an SMS and counts toward the hourly send cap;
 * verifyCustomOTP counts one code attempt. Named by root field, whatever the operation is called.
 */
export const SIDE_EFFECT_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'ensureUserAndDispatchOTP',
  'verifyCustomOTP',
]);

// Kinds compared as strings: importing graphql's `Kind` would put graphql-js in the bundle.
const rootFields = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.flatMap((selection) =>
    String(selection.kind) === 'Field' && 'name' in selection ? [selection.name.value] : [],
  );

/**
 * Retry rule (spec 8 + SDL "Idempotency"): the endpoint is always POST, so the transport may
 * repeat a request (time-out, 5xx, network) only when repeating cannot change anything twice.
 * - Queries: yes, except those selecting a {@link SIDE_EFFECT_QUERY_FIELDS} field (sent once).
 * - Mutations: only when their variables carry an idempotency key (CreateOrder, CreateTransaction,
 *   ValidateTransaction, createReview) — the server answers a repeat with the first result — and
 *   it matches `key` when the caller names one. Every other mutation (applyCoupon,
 *   manageShoppingCart, updateUser …) is sent exactly once.
 */
export function isRepeatable(document: DocumentNode, variables: object, key?: string): boolean {
  const operation = document.definitions.find((definition) => 'operation' in definition);
  if (!operation || !('operation' in operation)) return false;
  if (String(operation.operation) === 'query') {
    return !rootFields(operation).some((field) => SIDE_EFFECT_QUERY_FIELDS.has(field));
  }
  const carried = idempotencyKeyOf(variables);
  return carried !== null && (key === undefined || key === carried);
}
