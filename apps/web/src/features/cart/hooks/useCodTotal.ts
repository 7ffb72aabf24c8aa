import { codAvailability } from '@haat/commerce-core';
import { useStoreSettings } from '@/features/store/hooks/storeData';
import { useCartTotals } from './useCartTotals';

/**
 * The cart's cash-on-delivery total, shown beside the prepaid one while no payment method is
 * chosen (spec 4: NONE is priced as prepaid). Null when the store does not take cash on delivery
 * for this amount (COD_ENABLED, MIN/MAX_COD_AMOUNT; commerce-core `codAvailability`); the pin
 * code is checked at checkout.
 */
export function useCodTotal(): number | null {
  const settings = useStoreSettings();
  const cod = useCartTotals('COD');
  return codAvailability({ settings, codGrandTotal: cod.codGrandTotal }).available
    ? cod.amountPayable
    : null;
}
