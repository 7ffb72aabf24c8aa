import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Store } from '@/lib/schemas/store';
import { persistOptions } from './persist';

/** Marketing attribution captured on the first landing (spec 3 "System: meta", spec 9). */
export const MetaSchema = z.object({
  landingPage: z.nullish(z.string()),
  referrer: z.nullish(z.string()),
  utmSource: z.nullish(z.string()),
  utmMedium: z.nullish(z.string()),
  utmCampaign: z.nullish(z.string()),
  utmTerm: z.nullish(z.string()),
  utmContent: z.nullish(z.string()),
  clickId: z.nullish(z.string()),
  fbclid: z.nullish(z.string()),
});

export type Meta = z.infer<typeof MetaSchema>;

interface SystemState {
  /** The store from getStore; never persisted (spec 9). */
  store: Store | null;
  /** Set once the initial store-data load has ended, successfully or not (spec 4). */
  ready: boolean;
  meta: Meta | null;
}

interface SystemActions {
  setStore: (store: Store | null) => void;
  setReady: () => void;
  setMeta: (meta: Meta) => void;
  /** Drops the click id (spec 4: emptying the cart clears it). */
  clearClickId: () => void;
}

export const useSystemStore = create<SystemState & SystemActions>()(
  persist(
    (set, get) => ({
      store: null,
      ready: false,
      meta: null,
      setStore: (store) => set({ store }),
      setReady: () => set({ ready: true }),
      setMeta: (meta) => set({ meta }),
      clearClickId: () => {
        const meta = get().meta;
        if (meta) set({ meta: { ...meta, clickId: null } });
      },
    }),
    persistOptions<SystemState & SystemActions, Pick<SystemState, 'meta'>>({
      name: 'system',
      version: 1,
      partialize: ({ meta }) => ({ meta }),
      isValid: (value): value is { meta: Meta | null } =>
        z.object({ meta: z.nullable(MetaSchema) }).safeParse(value).success,
      migrate: () => undefined,
    }),
  ),
);
