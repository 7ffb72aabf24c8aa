import type { CouponUsesRepository } from '../../ports/storage/coupon-uses.js';
import { wholeNumber } from '../../storage/checks.js';
import type { Run } from '../draft.js';
import { compareText } from '../paging.js';

const countKey = (couponId: string, customerKey: string): string =>
  JSON.stringify([couponId, customerKey]);

const useKey = (orderId: string, couponId: string, customerKey: string): string =>
  JSON.stringify([orderId, couponId, customerKey]);

/** Coupon uses per customer in the memory adapter (all keys of a use or none, under the mutex). */
export function memoryCouponUses(run: Run): CouponUsesRepository {
  return {
    count: ({ couponId, orderId, max, customerKeys }) =>
      run((draft) => {
        wholeNumber(max, 'A coupon use cap', 1);
        const keys = [...new Set(customerKeys)].sort(compareText);
        for (const key of keys) {
          if (draft.read('couponUses').has(useKey(orderId, couponId, key))) {
            throw new Error(`Order ${orderId} already counted coupon ${couponId} for ${key}`);
          }
        }
        const full = keys.find(
          (key) => (draft.read('couponUseCounts').get(countKey(couponId, key)) ?? 0) >= max,
        );
        if (full !== undefined) return { ok: false as const, customerKey: full };
        const counts = draft.write('couponUseCounts');
        const uses = draft.write('couponUses');
        for (const customerKey of keys) {
          const id = countKey(couponId, customerKey);
          counts.set(id, (counts.get(id) ?? 0) + 1);
          uses.set(useKey(orderId, couponId, customerKey), { orderId, couponId, customerKey });
        }
        return { ok: true as const };
      }),
    giveBack: (orderId) =>
      run((draft) => {
        const mine = [...draft.read('couponUses')].filter(([, use]) => use.orderId === orderId);
        if (mine.length === 0) return 0;
        const counts = draft.write('couponUseCounts');
        const uses = draft.write('couponUses');
        for (const [id, use] of mine) {
          uses.delete(id);
          const key = countKey(use.couponId, use.customerKey);
          counts.set(key, Math.max(0, (counts.get(key) ?? 0) - 1));
        }
        return mine.length;
      }),
    used: (couponId, customerKey) =>
      run((draft) => draft.read('couponUseCounts').get(countKey(couponId, customerKey)) ?? 0),
  };
}
