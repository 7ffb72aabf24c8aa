import { useSystemStore } from '@/stores/systemStore';

/**
 * The pin code the shopper last checked delivery for (persisted in the system store), and a
 * setter. The product page writes it; checkout reads it to pre-fill its pin code.
 */
export function useRememberedPinCode(): [string | null, (pinCode: string | null) => void] {
  const pinCode = useSystemStore((state) => state.deliveryPinCode);
  const setPinCode = useSystemStore((state) => state.setDeliveryPinCode);
  return [pinCode, setPinCode];
}
