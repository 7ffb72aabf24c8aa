import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { UserSchema, type User } from '@/lib/schemas/user';
import { persistOptions } from './persist';

interface UserState {
  /** The profile from getUser; null when signed out or not loaded yet. */
  data: User | null;
  /** A shopper who has given a phone but is not signed in yet (spec 3 "custom user"). */
  custom: { phone: string } | null;
  /**
   * The saved address the shopper marked as default on the account page (spec silent; our
   * choice). Null: the most recently saved address is the default. Cleared with the user.
   */
  defaultAddressId: string | null;
}

interface UserActions {
  /** Replaces the profile (spec 4 "Set and update replace the data"). */
  set: (user: User) => void;
  /** Merges changed fields into the loaded profile. */
  merge: (fields: Partial<User>) => void;
  setCustomPhone: (phone: string) => void;
  setDefaultAddress: (addressId: string | null) => void;
  /** Clears the profile, the custom phone and the default address (spec 4 "remove and refresh clear"). */
  clear: () => void;
}

const PersistedUser = z.object({
  data: z.nullable(UserSchema),
  custom: z.nullable(z.object({ phone: z.string() })),
  defaultAddressId: z.nullable(z.string()),
});

/** Version 1 had no default address. */
const PersistedUserV1 = z.object({ data: z.unknown(), custom: z.unknown() });

export const useUserStore = create<UserState & UserActions>()(
  persist(
    (set, get) => ({
      data: null,
      custom: null,
      defaultAddressId: null,
      set: (user) => set({ data: user }),
      merge: (fields) => {
        const current = get().data;
        if (current) set({ data: { ...current, ...fields } });
      },
      setCustomPhone: (phone) => set({ custom: { phone } }),
      setDefaultAddress: (defaultAddressId) => set({ defaultAddressId }),
      clear: () => set({ data: null, custom: null, defaultAddressId: null }),
    }),
    persistOptions<UserState & UserActions, UserState>({
      name: 'user',
      version: 2,
      partialize: ({ data, custom, defaultAddressId }) => ({ data, custom, defaultAddressId }),
      isValid: (value): value is UserState => PersistedUser.safeParse(value).success,
      migrate: (persisted, fromVersion) => {
        const v1 = PersistedUserV1.safeParse(persisted);
        if (fromVersion !== 1 || !v1.success) return undefined;
        const upgraded = PersistedUser.safeParse({ ...v1.data, defaultAddressId: null });
        return upgraded.success ? upgraded.data : undefined;
      },
    }),
  ),
);

/** Signed in means a loaded user with an id (spec 6: user-pool authorisation). */
export const selectIsSignedIn = (state: UserState) => Boolean(state.data?.id);
