import * as z from 'zod/mini';

const required = z.string().check(z.minLength(1));
const optional = z.optional(required);

const EnvSchema = z.object({
  VITE_STORE_ID: required,
  VITE_ADMIN_GRAPHQL_URL: required,
  VITE_GRAPHQL_URL: required,
  VITE_API_KEY: required,
  VITE_IMAGE_CDN_URL: required,
  VITE_STOREFRONT_URL: required,
  VITE_COGNITO_USER_POOL_ID: required,
  VITE_COGNITO_CLIENT_ID: required,
  VITE_COGNITO_ENDPOINT: optional,
  VITE_FIXED_OTP: optional,
});

/**
 * The console's `VITE_` variables (see `.env`), checked: every address and the user pool are
 * required, the Cognito endpoint only when the pool is ours (the server's `/cognito-idp`).
 * Throws a zod error naming the missing variable.
 *
 * @example
 * checkEnv(import.meta.env).VITE_ADMIN_GRAPHQL_URL; // '/admin/graphql'
 */
export const checkEnv = (source: Record<string, unknown>) => EnvSchema.parse(source);

/** The checked variables. */
export type CheckedEnv = z.output<typeof EnvSchema>;
