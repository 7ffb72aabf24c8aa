import { describe, expect, it } from 'vitest';
import { emptyCart } from '../emptyCart.js';
import {
  activeStoredCoupon,
  clearStoredCoupon,
  STORED_COUPON_TTL_MS,
  storeCoupon,
} from '../storeCoupon.js';

const now = 1_700_000_000_000;

describe('storeCoupon', () => {
  it('stores a code for 24 hours', () => {
    expect(STORED_COUPON_TTL_MS).toBe(86_400_000);
    expect(storeCoupon('GLOW10', now)).toEqual({
      storedCouponCode: 'GLOW10',
      storedCouponExpiry: now + 86_400_000,
    });
  });

  it('stores into a cart state', () => {
    expect(storeCoupon(emptyCart(), 'GLOW10', now)).toEqual({
      ...emptyCart(),
      storedCouponCode: 'GLOW10',
      storedCouponExpiry: now + 86_400_000,
    });
  });
});

describe('clearStoredCoupon', () => {
  it('clears code and expiry', () => {
    expect(clearStoredCoupon(storeCoupon(emptyCart(), 'GLOW10', now))).toEqual(emptyCart());
  });
});

describe('activeStoredCoupon', () => {
  const stored = storeCoupon('GLOW10', now);
  it.each([
    [now, 'GLOW10'],
    [now + 86_399_999, 'GLOW10'],
    [now + 86_400_000, null],
  ])('at %s → %s', (at, code) => {
    expect(activeStoredCoupon(stored, at)).toBe(code);
  });

  it('is null when nothing is stored', () => {
    expect(activeStoredCoupon(emptyCart(), now)).toBeNull();
  });
});
