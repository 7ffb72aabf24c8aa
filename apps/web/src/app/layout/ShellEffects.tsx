import { StoreEffects } from '@/features/store/components/StoreEffects';
import { ModalEffects } from './ModalEffects';
import { QueryParamEffects } from './QueryParamEffects';

/**
 * The browsing side effects, in this order: the store-data load, modals closing on a route
 * change, then the query parameters (so `?cart=1` on a new route opens the panel after the
 * route change has closed everything).
 */
export function ShellEffects() {
  return (
    <>
      <StoreEffects />
      <ModalEffects />
      <QueryParamEffects />
    </>
  );
}
