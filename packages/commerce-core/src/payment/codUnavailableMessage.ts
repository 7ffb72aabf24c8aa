import { ADDRESS_MESSAGES } from '../address/messages.js';
import { messageAmount } from '../money/messageAmount.js';
import type { Maybe } from '../types/common.js';
import type { StoreSettings } from '../types/settings.js';
import type { ZipCode } from '../types/zip.js';
import type { CodUnavailableReason } from './codAvailability.js';
import { codLimits } from './codLimits.js';

/**
 * Why cash on delivery is refused, in the shopper's words: the one wording the checkout shows
 * beside the payment choice and the API sends when it refuses a COD or PPCOD order. The spec
 * gives only the pin code sentence ('Cash on Delivery is not available at this pincocde',
 * kept word for word, misspelling included, as `ADDRESS_MESSAGES.COD_NOT_AVAILABLE`); the others
 * are ours and follow that sentence's spelling — "Cash on Delivery", "pincode" — so the messages
 * a shopper sees side by side read as one voice. They state the limit rather than advise paying
 * online, since online payment may be off or not served there either. Amounts are written with
 * `messageAmount` (₹1,00,000), as the app's prices are.
 *
 * @example
 * codUnavailableMessage('ABOVE_PINCODE_COD_LIMIT', { minCodAmount: 199, maxCodAmount: 5000 }, { codMaxAmount: 1000 });
 * // 'Cash on Delivery is available at this pincode on orders up to ₹1,000.'
 */
export function codUnavailableMessage(
  reason: CodUnavailableReason,
  settings: Pick<StoreSettings, 'minCodAmount' | 'maxCodAmount'>,
  zip?: Maybe<Pick<ZipCode, 'codMaxAmount'>>,
): string {
  const { min, storeMax, pinCodeMax } = codLimits(settings, zip);
  switch (reason) {
    case 'COD_DISABLED':
      return 'Cash on Delivery is not available right now.';
    case 'PINCODE_NOT_SERVICEABLE':
      return ADDRESS_MESSAGES.COD_NOT_AVAILABLE;
    case 'BELOW_MIN_COD_AMOUNT':
      return `Cash on Delivery is available on orders of ₹${messageAmount(min ?? 0)} or more.`;
    case 'ABOVE_MAX_COD_AMOUNT':
      return `Cash on Delivery is available on orders up to ₹${messageAmount(storeMax ?? 0)}.`;
    case 'ABOVE_PINCODE_COD_LIMIT':
      return `Cash on Delivery is available at this pincode on orders up to ₹${messageAmount(pinCodeMax ?? 0)}.`;
  }
}
