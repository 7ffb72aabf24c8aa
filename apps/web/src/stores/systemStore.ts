import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { handleBackgroundError } from '@/lib/errors/handleError';
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
  /** Set once the first page's own content has rendered (its code loaded). Not persisted. */
  pageShown: boolean;
  meta: Meta | null;
  /** The pin code last checked for delivery (product page); pre-fills checkout. Persisted. */
  deliveryPinCode: string | null;
  /** The last submitted search term (spec 4 "Search box": submitting stores it). Not persisted. */
  searchTerm: string;
}

interface SystemActions {
  setStore: (store: Store | null) => void;
  setReady: () => void;
  setPageShown: () => void;
  setMeta: (meta: Meta) => void;
  /** Drops the click id, here and in the meta cookie (spec 4: emptying the cart clears it). */
  clearClickId: () => void;
  setDeliveryPinCode: (pinCode: string | null) => void;
  setSearchTerm: (term: string) => void;
}

type PersistedSystem = Pick<SystemState, 'meta' | 'deliveryPinCode'>;

const PersistedSystemSchema = z.object({
  meta: z.nullable(MetaSchema),
  deliveryPinCode: z.nullable(z.string()),
});

export const useSystemStore = create<SystemState & SystemActions>()(
  persist(
    (set, get) => ({
      store: null,
      ready: false,
      pageShown: false,
      meta: null,
      deliveryPinCode: null,
      searchTerm: '',
      setStore: (store) => set({ store }),
      setReady: () => set({ ready: true }),
      setPageShown: () => set({ pageShown: true }),
      setMeta: (meta) => set({ meta }),
      clearClickId: () => {
        const meta = get().meta;
        if (meta) set({ meta: { ...meta, clickId: null } });
        import('@/lib/attribution/meta')
          .then(({ dropMetaClickId }) => dropMetaClickId())
          .catch((error: unknown) => handleBackgroundError(error, { source: 'attribution' }));
      },
      setDeliveryPinCode: (deliveryPinCode) => set({ deliveryPinCode }),
      setSearchTerm: (searchTerm) => set({ searchTerm }),
    }),
    persistOptions<SystemState & SystemActions, PersistedSystem>({
      name: 'system',
      version: 2,
      partialize: ({ meta, deliveryPinCode }) => ({ meta, deliveryPinCode }),
      isValid: (value): value is PersistedSystem => PersistedSystemSchema.safeParse(value).success,
      // Version 1 kept only `meta`; the remembered pin code starts empty.
      migrate: (persisted, fromVersion) => {
        if (fromVersion !== 1) return undefined;
        const old = z.object({ meta: z.nullable(MetaSchema) }).safeParse(persisted);
        return old.success ? { meta: old.data.meta, deliveryPinCode: null } : undefined;
      },
    }),
  ),
);
