import { describe, expect, it } from 'vitest';
import { couponDiscountWording } from '../couponDiscountWording.js';

describe('couponDiscountWording', () => {
  it('is the message without the payment sentence', () => {
    expect(couponDiscountWording({ couponType: 'FIXED', getYAmount: 50 })).toBe(
      '₹50 off from total.',
    );
  });
});
