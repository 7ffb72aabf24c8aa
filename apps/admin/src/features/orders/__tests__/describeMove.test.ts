import { describe, expect, it } from 'vitest';
import { OrderSchema } from '../api/schemas';
import { describeMove } from '../moves/describe';
import { order } from './fixtures';

const shipped = OrderSchema.parse(
  order({
    paymentType: 'COD',
    money: { ...order().money, paidOnline: 0, held: 0, codToCollect: 1249 },
    shipments: [
      {
        id: 'S1',
        state: 'DISPATCHED',
        units: [{ line: 0, quantity: 1 }],
        courier: 'Delhivery',
        awb: 'DL1',
        trackingUrl: null,
        codAmount: 1249,
        attempts: 1,
        lastFailure: null,
        booking: null,
        trackingEvents: [],
      },
    ],
  }),
);
const prepaid = OrderSchema.parse(order());
const choices = { refundTo: 'ORIGINAL' as const, amount: Number.NaN, restockAll: true };

describe('describeMove', () => {
  it.each([
    ['CONFIRM_COD', prepaid, null, 'Confirm HAAT-10240: it moves on to packing.'],
    ['PACK', prepaid, null, 'Pack the 1 unit still to pack into a new shipment.'],
    ['DELIVER', shipped, 'S1', 'Mark S1 delivered: the courier collected ₹1,249.00 in cash.'],
    [
      'DELIVERY_FAILED',
      shipped,
      'S1',
      'Record failed delivery attempt 2 of S1; the order then waits for a decision.',
    ],
    [
      'RETURN_TO_ORIGIN',
      shipped,
      'S1',
      'Send S1 back to the shop undelivered: ₹1,249.00 COD will not be collected.',
    ],
    [
      'CANCEL',
      shipped,
      null,
      'Cancel every unit not yet dispatched: stock, coupon use and rewards go back.',
    ],
    [
      'CANCEL',
      prepaid,
      null,
      'Cancel every unit not yet dispatched: stock, coupon use and rewards go back, and ₹474.05 is refunded to the original payment.',
    ],
  ] as const)('%s', (move, subjectOrder, subject, sentence) => {
    expect(describeMove(move, subjectOrder, subject, choices)).toBe(sentence);
  });

  it('names the amount and place of a goodwill refund as it is typed', () => {
    expect(
      describeMove('GOODWILL_REFUND', prepaid, null, {
        ...choices,
        amount: 100,
        refundTo: 'STORE_CREDIT',
      }),
    ).toBe("Refund ₹100.00 to the shopper's store credit.");
    expect(describeMove('GOODWILL_REFUND', prepaid, null, choices)).toBe(
      'Refund an amount of your choice (at most ₹474.05) to the original payment.',
    );
  });
});
