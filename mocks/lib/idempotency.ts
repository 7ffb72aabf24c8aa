import type { MockContext } from './context.js';
import { badInput, fixedApiError } from './errors.js';

/** How long an idempotency key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Mutations that take an idempotency key. */
export type IdempotentScope =
  'CreateOrder' | 'CreateTransaction' | 'ValidateTransaction' | 'createReview';

const fingerprintOf = (input: Readonly<Record<string, unknown>>): string =>
  JSON.stringify({ ...input, idempotencyKey: undefined });

/**
 * Runs `create` once per (scope, key): a repeat with the same key and input answers the first
 * result (re-read through `load`); the same key with other input is refused
 * (IDEMPOTENCY_KEY_REUSED). Errors are not remembered, so a failed attempt can be retried.
 */
export function once<T>(
  context: MockContext,
  scope: IdempotentScope,
  input: Readonly<Record<string, unknown>> & { readonly idempotencyKey: string },
  create: () => { readonly value: T; readonly record: string },
  load: (record: string) => T,
): T {
  const key = input.idempotencyKey.trim();
  if (key.length < 8 || key.length > 128) {
    throw badInput('idempotencyKey must be 8 to 128 characters (use a UUID)');
  }
  const id = `${scope}:${key}`;
  const fingerprint = fingerprintOf(input);
  const previous = context.state.idempotency.get(id);
  if (previous && context.now - previous.createdAt < IDEMPOTENCY_TTL_MS) {
    if (previous.fingerprint !== fingerprint) {
      throw fixedApiError('IDEMPOTENCY_KEY_REUSED');
    }
    return load(previous.result);
  }
  const { value, record } = create();
  context.state.idempotency.set(id, {
    scope,
    key,
    fingerprint,
    result: record,
    createdAt: context.now,
  });
  return value;
}
