import { GraphQLError } from 'graphql';

/**
 * The API error a call is refused with: its code, message and extensions.
 *
 * @example
 * expect(await refusalOf(dispatchOtp(deps, now, '123'))).toMatchObject({ code: 'OTP_INVALID_PHONE' });
 */
export async function refusalOf(call: Promise<unknown>): Promise<{
  code: unknown;
  message: string;
  extensions: Readonly<Record<string, unknown>>;
}> {
  try {
    await call;
  } catch (error) {
    if (error instanceof GraphQLError) {
      return {
        code: error.extensions['code'],
        message: error.message,
        extensions: error.extensions,
      };
    }
    throw error;
  }
  throw new Error('The call was not refused');
}

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
  const { code, message } = await refusalOf(promise);
  return { code, message };
}
