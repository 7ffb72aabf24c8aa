import type { ApiErrorCode } from '@haat/storefront-api/errors';
import { GraphQLError } from 'graphql';

/**
 * A refusal the caller handles: a GraphQL error with an API error code and extra extensions;
 * the message is fit to show a shopper. Anything else thrown is logged by the host and answered
 * as a generic error.
 *
 * @example
 * throw apiError('OUT_OF_STOCK', 'Only 2 left of Vitamin C Serum.', { shortages });
 */
export function apiError(
  code: ApiErrorCode,
  message: string,
  extensions: Readonly<Record<string, unknown>> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

/**
 * Refuses bad input with BAD_USER_INPUT; the message names the field.
 *
 * @example
 * throw badInput('shippingAddress.address is too long (at most 250 characters).');
 */
export function badInput(message: string): GraphQLError {
  return apiError('BAD_USER_INPUT', message);
}
