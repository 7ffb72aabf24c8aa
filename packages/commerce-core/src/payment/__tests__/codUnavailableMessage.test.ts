import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codAvailability, type CodUnavailableReason } from '../codAvailability.js';
import { codUnavailableMessage } from '../codUnavailableMessage.js';
import { messageAmount } from '../../money/messageAmount.js';

const settings = { minCodAmount: 199, maxCodAmount: 100000 };
const zip = { codMaxAmount: 1000 };

describe('codUnavailableMessage', () => {
  it.each<[CodUnavailableReason, string]>([
    ['COD_DISABLED', 'Cash on Delivery is not available right now.'],
    ['PINCODE_NOT_SERVICEABLE', 'Cash on Delivery is not available at this pincocde'],
    ['BELOW_MIN_COD_AMOUNT', 'Cash on Delivery is available on orders of ₹199 or more.'],
    ['ABOVE_MAX_COD_AMOUNT', 'Cash on Delivery is available on orders up to ₹1,00,000.'],
    [
      'ABOVE_PINCODE_COD_LIMIT',
      'Cash on Delivery is available at this pincode on orders up to ₹1,000.',
    ],
  ])('%s → %s', (reason, message) => {
    expect(codUnavailableMessage(reason, settings, zip)).toBe(message);
  });

  it('writes limits with paise to two decimals', () => {
    expect(
      codUnavailableMessage('BELOW_MIN_COD_AMOUNT', { minCodAmount: 99.5, maxCodAmount: 0 }),
    ).toBe('Cash on Delivery is available on orders of ₹99.50 or more.');
  });

  it('names the very limit that refused the order', () => {
    const rupees = fc.integer({ min: 1, max: 10_000_000 }).map((paise) => paise / 100);
    const total = fc.integer({ min: 0, max: 20_000_000 }).map((paise) => paise / 100);
    fc.assert(
      fc.property(rupees, rupees, rupees, total, (min, max, pinCodeMax, codGrandTotal) => {
        const s = { codEnabled: true, minCodAmount: min, maxCodAmount: max };
        const z = { cod: true, codMaxAmount: pinCodeMax };
        const { reason } = codAvailability({ settings: s, zip: z, codGrandTotal });
        if (reason === null) return;
        const limits: Partial<Record<CodUnavailableReason, number>> = {
          BELOW_MIN_COD_AMOUNT: min,
          ABOVE_MAX_COD_AMOUNT: max,
          ABOVE_PINCODE_COD_LIMIT: pinCodeMax,
        };
        const named = /₹([\d,]+(?:\.\d\d)?)/.exec(codUnavailableMessage(reason, s, z))?.[1];
        expect(named).toBe(messageAmount(limits[reason] ?? Number.NaN));
      }),
    );
  });
});
