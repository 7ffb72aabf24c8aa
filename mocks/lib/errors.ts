import {
  apiErrorMessages,
  type ApiErrorCode,
  type FixedMessageErrorCode,
} from '@haat/storefront-api/errors';
import { GraphQLError } from 'graphql';

/** A GraphQL error with a code and extra extensions; the message is fit to show a shopper. */
export function apiError(
  code: ApiErrorCode,
  message: string,
  extensions: Readonly<Record<string, unknown>> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

/** A refusal whose message the contract fixes (`apiErrorMessages` of storefront-api). */
export function fixedApiError(
  code: FixedMessageErrorCode,
  extensions: Readonly<Record<string, unknown>> = {},
): GraphQLError {
  return apiError(code, apiErrorMessages[code], extensions);
}

/** Refuses bad input with BAD_USER_INPUT. */
export function badInput(message: string): GraphQLError {
  return apiError('BAD_USER_INPUT', message);
}
