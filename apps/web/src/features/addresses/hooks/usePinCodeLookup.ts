import { useQuery } from '@tanstack/react-query';
import { isPinCode, type ZipCode } from '@/lib/schemas/zip';
import { zipCodeQueryOptions } from '../api/zipCode';

/**
 * The pin code lookup as the shopper types: nothing until six digits, then GetZipCode.
 * `zip` is what the address check takes: undefined while unknown, null when the pin code is
 * not listed or the lookup failed (spec 8: a failed lookup counts as not serviceable).
 */
export type PinCodeLookup =
  | { status: 'idle'; zip: undefined }
  | { status: 'checking'; zip: undefined }
  | { status: 'found'; zip: ZipCode }
  | { status: 'unknown'; zip: null }
  | { status: 'failed'; zip: null };

export function usePinCodeLookup(pinCode: string): PinCodeLookup {
  const pin = pinCode.trim();
  const valid = isPinCode(pin);
  const query = useQuery({ ...zipCodeQueryOptions(pin), enabled: valid });
  if (!valid) return { status: 'idle', zip: undefined };
  if (query.isPending) return { status: 'checking', zip: undefined };
  if (query.isError) return { status: 'failed', zip: null };
  return query.data ? { status: 'found', zip: query.data } : { status: 'unknown', zip: null };
}
