import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useModalStore } from '@/stores/modalStore';

/** Spec 2/4: every modal and the cart panel close on every route change. */
export function ModalEffects() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    useModalStore.getState().closeAll();
  }, [pathname]);
  return null;
}
