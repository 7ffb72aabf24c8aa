import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persist';

/** Every modal of spec 2, in one store. At most one dialog is open; the cart panel is separate. */
export type ModalType = 'quickview' | 'login' | 'passwordless' | 'allAddress' | 'generic';

interface ModalState {
  /** The open dialog, or null. */
  type: ModalType | null;
  /** The cart panel (spec: "cart visibility"). */
  openCart: boolean;
  /** Product slug shown by the quickview. */
  singleSlug: string | null;
  /** Where to go after signing in (login/passwordless "redirect flag"). */
  loginRedirect: string | null;
  /** First-time shopper: the passwordless flow asks for a name after the code. */
  customSignup: boolean;
  /** Content for the generic modal. */
  generic: { title: string; body: string } | null;
}

interface ModalActions {
  openQuickview: (slug: string) => void;
  openLogin: (options?: { redirect?: string; customSignup?: boolean }) => void;
  openPasswordless: (options?: { redirect?: string; customSignup?: boolean }) => void;
  openAllAddress: () => void;
  openGeneric: (content: { title: string; body: string }) => void;
  setCartOpen: (open: boolean) => void;
  /** Closes the dialog (keeps loginRedirect for the sign-in that may follow). */
  close: () => void;
  /** Closes every modal and the cart panel: on every route change and on refresh. */
  closeAll: () => void;
  clearLoginRedirect: () => void;
}

const closed = {
  type: null,
  openCart: false,
  singleSlug: null,
  customSignup: false,
  generic: null,
};

export const useModalStore = create<ModalState & ModalActions>()(
  persist(
    (set) => ({
      ...closed,
      loginRedirect: null,
      openQuickview: (slug) => set({ ...closed, type: 'quickview', singleSlug: slug }),
      openLogin: (options) =>
        set({
          ...closed,
          type: 'login',
          loginRedirect: options?.redirect ?? null,
          customSignup: options?.customSignup ?? false,
        }),
      openPasswordless: (options) =>
        set({
          ...closed,
          type: 'passwordless',
          loginRedirect: options?.redirect ?? null,
          customSignup: options?.customSignup ?? false,
        }),
      openAllAddress: () => set({ ...closed, type: 'allAddress' }),
      openGeneric: (generic) => set({ ...closed, type: 'generic', generic }),
      setCartOpen: (openCart) => set({ ...closed, openCart }),
      close: () => set({ type: null, singleSlug: null, generic: null }),
      closeAll: () => set(closed),
      clearLoginRedirect: () => set({ loginRedirect: null }),
    }),
    // Spec 9 persists the modal store; open dialogs are not restored (all modals close on every
    // route change, a reload included), only the pending sign-in redirect survives.
    persistOptions<ModalState & ModalActions, Pick<ModalState, 'loginRedirect'>>({
      name: 'modal',
      version: 1,
      partialize: ({ loginRedirect }) => ({ loginRedirect }),
      isValid: (value): value is { loginRedirect: string | null } =>
        z.object({ loginRedirect: z.nullable(z.string()) }).safeParse(value).success,
      migrate: () => undefined,
    }),
  ),
);
