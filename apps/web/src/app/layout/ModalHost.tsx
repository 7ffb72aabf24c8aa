import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useModalStore, type ModalType } from '@/stores/modalStore';

/** What every modal receives. Each modal renders its own `<Dialog>` from `@/components/Dialog`. */
export type ModalProps = { onClose: () => void };

type ModalKey = ModalType | 'cart';

/**
 * The modals of the modal store, each loaded on first open (never on the first page load).
 * To add one: a default-exported component taking `ModalProps`, and ONE line here.
 * `cart` is the cart panel (the store's `openCart`).
 */
const modals: Partial<Record<ModalKey, LazyExoticComponent<ComponentType<ModalProps>>>> = {
  quickview: lazy(() => import('@/features/product/components/QuickviewModal')),
  generic: lazy(() => import('@/components/GenericModal')),
  cart: lazy(() => import('@/features/cart/components/CartPanel')),
  allAddress: lazy(() => import('@/features/addresses/components/AllAddressModal')),
  passwordless: lazy(() => import('@/features/auth/components/PasswordlessModal')),
  login: lazy(() => import('@/features/auth/components/PasswordlessModal')),
};

/** Renders the open modal (at most one dialog, or the cart panel). */
export function ModalHost() {
  const type = useModalStore((state) => state.type);
  const openCart = useModalStore((state) => state.openCart);
  const close = useModalStore((state) => state.close);
  const setCartOpen = useModalStore((state) => state.setCartOpen);
  const key: ModalKey | null = openCart ? 'cart' : type;
  const Modal = key ? modals[key] : undefined;
  if (!Modal) return null;
  return (
    <Suspense fallback={null}>
      <Modal onClose={key === 'cart' ? () => setCartOpen(false) : close} />
    </Suspense>
  );
}
