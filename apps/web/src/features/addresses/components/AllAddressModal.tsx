import { useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { track } from '@/lib/analytics/track';
import type { UserAddress } from '@/lib/schemas/address';
import { useUserAddresses } from '../hooks/useUserAddresses';
import { useAddressPickStore } from '../store/addressPickStore';
import { AddressForm } from './AddressForm';
import { SavedAddressList } from './SavedAddressList';

/**
 * The all-address modal (spec 2): a signed-in shopper's saved addresses (searchUserAddresses) to
 * deliver to, or a new one to save. The choice goes to the checkout through the pick store.
 */
export default function AllAddressModal({ onClose }: { onClose: () => void }) {
  const { data, isPending, isError, refetch } = useUserAddresses();
  const [adding, setAdding] = useState(false);
  const choose = (address: UserAddress) => {
    useAddressPickStore.getState().pick(address);
    track({ name: 'address_selected', source: 'checkout', pincode: address.pinCode });
    onClose();
  };
  return (
    <Dialog
      title={adding ? 'Add a new address' : 'Saved addresses'}
      onClose={onClose}
      placement="bottom"
      className="md:m-auto md:max-w-lg md:rounded-xl"
    >
      {adding ? (
        <AddressForm source="checkout" onSaved={choose} onCancel={() => setAdding(false)} />
      ) : (
        <div className="space-y-3">
          {isPending ? <p role="status">Loading your addresses…</p> : null}
          {isError ? (
            <p role="alert" className="text-sm text-danger">
              Your addresses could not be loaded.{' '}
              <button type="button" className="underline" onClick={() => void refetch()}>
                Try again
              </button>
            </p>
          ) : null}
          {data && data.length === 0 ? <p>You have no saved addresses yet.</p> : null}
          {data && data.length > 0 ? (
            <SavedAddressList addresses={data} onChoose={choose} chooseLabel="Deliver here" />
          ) : null}
          <button type="button" className="btn-secondary w-full" onClick={() => setAdding(true)}>
            Add a new address
          </button>
        </div>
      )}
    </Dialog>
  );
}
