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
}

interface UserActions {
  /** Replaces the profile (spec 4 "Set and update replace the data"). */
  set: (user: User) => void;
  /** Merges changed fields into the loaded profile. */
  merge: (fields: Partial<User>) => void;
  setCustomPhone: (phone: string) => void;
  /** Clears the profile and the custom phone (spec 4 "remove and refresh clear"). */
  clear: () => void;
}

const PersistedUser = z.object({
  data: z.nullable(UserSchema),
  custom: z.nullable(z.object({ phone: z.string() })),
});

export const useUserStore = create<UserState & UserActions>()(
  persist(
    (set, get) => ({
      data: null,
      custom: null,
      set: (user) => set({ data: user }),
      merge: (fields) => {
        const current = get().data;
        if (current) set({ data: { ...current, ...fields } });
      },
      setCustomPhone: (phone) => set({ custom: { phone } }),
      clear: () => set({ data: null, custom: null }),
    }),
    persistOptions<UserState & UserActions, UserState>({
      name: 'user',
      version: 1,
      partialize: ({ data, custom }) => ({ data, custom }),
      isValid: (value): value is UserState => PersistedUser.safeParse(value).success,
      migrate: () => undefined,
    }),
  ),
);

/** Signed in means a loaded user with an id (spec 6: user-pool authorisation). */
export const selectIsSignedIn = (state: UserState) => Boolean(state.data?.id);
