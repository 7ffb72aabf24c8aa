import * as z from 'zod/mini';

/**
 * The shape of a refused call as the GraphQL client throws it (`HttpClientError` of
 * `@/lib/http/errors`: the API's message, `code` = `extensions.code`, and the extensions).
 * Read structurally so this feature depends on the contract, not on the class.
 */
const RefusalSchema = z.object({
  message: z.string(),
  code: z.string(),
  extensions: z.optional(z.looseObject({ retryAfterSeconds: z.optional(z.number()) })),
});

/** What the storefront API said when it refused a call (SDL header "Errors"). */
export interface ApiRefusal {
  message: string;
  code: string;
  /** Rate limits (OTP_RESEND_TOO_SOON, OTP_SEND_LIMIT …): when to try again. */
  retryAfterSeconds: number | null;
}

/** The API's refusal behind a failed call, or null when the call failed another way. */
export function apiRefusal(error: unknown): ApiRefusal | null {
  const parsed = RefusalSchema.safeParse(error);
  if (!parsed.success) return null;
  const { message, code, extensions } = parsed.data;
  return { message, code, retryAfterSeconds: extensions?.retryAfterSeconds ?? null };
}
