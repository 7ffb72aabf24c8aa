import { create } from 'zustand';
import type { UserAddress } from '@/lib/schemas/address';

interface AddressPickState {
  /** The saved address the shopper chose in the all-address modal, for the checkout to take. */
  picked: UserAddress | null;
  pick: (address: UserAddress) => void;
  /** The checkout has taken it. */
  clear: () => void;
}

/** Hands a saved address from the all-address modal (rendered by ModalHost) to the checkout. */
export const useAddressPickStore = create<AddressPickState>()((set) => ({
  picked: null,
  pick: (picked) => set({ picked }),
  clear: () => set({ picked: null }),
}));
