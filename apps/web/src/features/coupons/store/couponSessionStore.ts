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
  /** The shopper removed an auto-applied coupon: nothing is auto-applied again this session. */
  autoApplyOff: boolean;
}

interface CouponSessionActions {
  /** Puts a coupon from GetCouponRule on top of the list (replacing one with the same code). */
  addExternal: (coupon: CouponData) => CouponData;
  setAutoApplied: (code: string | null) => void;
  turnAutoApplyOff: () => void;
}

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

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
  autoApplyOff: z.boolean(),
});

/** The shopper's coupon choices for this browser session (sessionStorage). */
export const useCouponSessionStore = create<CouponSessionState & CouponSessionActions>()(
  persist(
    (set, get) => ({
      external: [],
      autoAppliedCode: null,
      autoApplyOff: false,
      addExternal: (coupon) => {
        const added = asExternal(coupon);
        set({ external: [added, ...get().external.filter((c) => !sameCode(c.code, coupon.code))] });
        return added;
      },
      setAutoApplied: (autoAppliedCode) => set({ autoAppliedCode }),
      turnAutoApplyOff: () => set({ autoApplyOff: true, autoAppliedCode: null }),
    }),
    {
      name: `${env.storeKeyPrefix}:coupons`,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ external, autoAppliedCode, autoApplyOff }) => ({
        external,
        autoAppliedCode,
        autoApplyOff,
      }),
      migrate: () => ({ external: [], autoAppliedCode: null, autoApplyOff: false }),
      merge: (persisted, current) => {
        const parsed = Persisted.safeParse(persisted);
        return parsed.success ? { ...current, ...parsed.data } : current;
      },
    },
  ),
);
