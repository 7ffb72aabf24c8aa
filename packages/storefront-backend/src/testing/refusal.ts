import { GraphQLError } from 'graphql';

/**
 * What a caller sees of a refused call: the API error's code and message (fails the test when
 * the call succeeds or throws anything else).
 *
 * @example
 * expect(await refusal(createOrder(context, input))).toEqual({ code: 'OUT_OF_STOCK', message: '…' });
 */
export async function refusal(
  promise: Promise<unknown>,
): Promise<{ readonly code: unknown; readonly message: string }> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GraphQLError)) {
    throw new Error(`expected an API error, got ${String(error)}`);
  }
  return { code: error.extensions['code'], message: error.message };
}
