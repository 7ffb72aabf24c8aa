/**
 * The pin code lookup (GetZipCode) the product page and checkout share. There is one
 * implementation, the address feature's; this name is the one browsing code and checkout use
 * for "can we deliver there". `zip` is undefined while unknown, null when the pin code is not
 * listed or the lookup failed (spec 8: a failed lookup counts as not serviceable).
 */
export {
  usePinCodeLookup as useZipCode,
  type PinCodeLookup,
} from '@/features/addresses/hooks/usePinCodeLookup';
