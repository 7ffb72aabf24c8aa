import type { AddressErrors } from '@haat/commerce-core';
import * as z from 'zod/mini';
import { HttpClientError } from '@/lib/http/errors';

const FieldErrors = z.object({
  phone: z.optional(z.string()),
  pincode: z.optional(z.string()),
  firstname: z.optional(z.string()),
  address: z.optional(z.string()),
  city: z.optional(z.string()),
});

/**
 * The per-field messages of an INVALID_ADDRESS refusal (CreateOrder, createUserAddress,
 * updateUserAddress: `extensions.fieldErrors`), or null for any other failure.
 */
export function addressErrorsFrom(error: unknown): AddressErrors | null {
  if (!(error instanceof HttpClientError) || !error.hasCode('INVALID_ADDRESS')) return null;
  const parsed = FieldErrors.safeParse(error.extensions['fieldErrors']);
  return Object.fromEntries(
    Object.entries(parsed.success ? parsed.data : {}).filter(([, text]) => Boolean(text)),
  );
}
