import { sameCouponCode } from '@haat/commerce-core';
import * as z from 'zod/mini';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { env } from '@/lib/env';
import { CouponSchema, type CouponData } from '@/lib/schemas/coupon';

interface CouponSessionState {
  /**
   * Coupons the shopper added by code or a promo popup handed over (GetCouponRule), newest
   * first: shown on top of the offer list with autoApply true, priority 0, isExternal true.
   */
  external: CouponData[];
  /** Code of the coupon the cart applied by itself (autoApply), or null. */
  autoAppliedCode: string | null;
  /**
   * Codes of coupons the shopper removed: none of them is auto-applied again this session
   * (another allowed autoApply coupon still may be).
   */
  removedCodes: string[];
}

interface CouponSessionActions {
  /** Puts a coupon from GetCouponRule on top of the list (replacing one with the same code). */
  addExternal: (coupon: CouponData) => CouponData;
  setAutoApplied: (code: string | null) => void;
  /** The shopper removed this coupon: it stays removed (not auto-applied) for the session. */
  rememberRemoved: (code: string) => void;
}

/** Spec 7 GetCouponRule: a coupon added on the client goes on top, auto-applied, marked external. */
export const asExternal = (coupon: CouponData): CouponData => ({
  ...coupon,
  autoApply: true,
  priority: 0,
  isExternal: true,
});

const Persisted = z.object({
  external: z.array(CouponSchema),
  autoAppliedCode: z.nullable(z.string()),
  removedCodes: z.array(z.string()),
});

/** The shopper's coupon choices for this browser session (sessionStorage). */
export const useCouponSessionStore = create<CouponSessionState & CouponSessionActions>()(
  persist(
    (set, get) => ({
      external: [],
      autoAppliedCode: null,
      removedCodes: [],
      addExternal: (coupon) => {
        const added = asExternal(coupon);
        set({
          external: [added, ...get().external.filter((c) => !sameCouponCode(c.code, coupon.code))],
        });
        return added;
      },
      setAutoApplied: (autoAppliedCode) => set({ autoAppliedCode }),
      rememberRemoved: (code) => {
        const { removedCodes, autoAppliedCode } = get();
        set({
          removedCodes: removedCodes.some((c) => sameCouponCode(c, code))
            ? removedCodes
            : [...removedCodes, code],
          autoAppliedCode:
            autoAppliedCode !== null && sameCouponCode(autoAppliedCode, code)
              ? null
              : autoAppliedCode,
        });
      },
    }),
    {
      name: `${env.storeKeyPrefix}:coupons`,
      version: 2,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ external, autoAppliedCode, removedCodes }) => ({
        external,
        autoAppliedCode,
        removedCodes,
      }),
      migrate: () => ({ external: [], autoAppliedCode: null, removedCodes: [] }),
      merge: (persisted, current) => {
        const parsed = Persisted.safeParse(persisted);
        return parsed.success ? { ...current, ...parsed.data } : current;
      },
    },
  ),
);
