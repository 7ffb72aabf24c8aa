import { useState } from 'react';
import { AddressForm } from '@/features/addresses/components/AddressForm';
import {
  useDeleteUserAddress,
  useUserAddresses,
} from '@/features/addresses/hooks/useUserAddresses';
import { handleError } from '@/lib/errors/handleError';
import { useUserStore } from '@/stores/userStore';
import { AddressCard } from './AddressCard';

/** No form, the form for a new address, or the form for one saved address. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: string };

/**
 * Saved addresses (searchUserAddresses, create/update/deleteUserAddress) with the checkout's form
 * and field rules. The default is the one the shopper picked (kept in the user store), else the
 * most recently saved.
 */
export function AddressBook() {
  const addresses = useUserAddresses();
  const remove = useDeleteUserAddress();
  const chosen = useUserStore((state) => state.defaultAddressId);
  const setDefault = useUserStore((state) => state.setDefaultAddress);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const list = addresses.data ?? [];
  const defaultId = list.some((address) => address.id === chosen) ? chosen : (list[0]?.id ?? null);
  const edited =
    editing.kind === 'edit' ? list.find((address) => address.id === editing.id) : undefined;

  return (
    <section aria-labelledby="addresses-heading" className="grid gap-3">
      <h2 id="addresses-heading" className="text-lg font-semibold">
        Saved addresses
      </h2>
      {addresses.isPending ? <p className="text-sm text-ink-muted">Loading addresses…</p> : null}
      {addresses.isError ? (
        <p role="alert" className="text-sm text-danger">
          Your addresses could not be loaded.
        </p>
      ) : null}
      {addresses.isSuccess && list.length === 0 && editing.kind === 'none' ? (
        <p className="text-sm text-ink-muted">No saved addresses yet.</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="grid gap-2" aria-label="Saved addresses">
          {list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              isDefault={address.id === defaultId}
              busy={remove.isPending}
              onEdit={() => setEditing({ kind: 'edit', id: address.id })}
              onMakeDefault={() => setDefault(address.id)}
              onDelete={() =>
                remove.mutate(address.id, {
                  onSuccess: () => {
                    if (chosen === address.id) setDefault(null);
                  },
                  onError: (error) => handleError(error),
                })
              }
            />
          ))}
        </ul>
      ) : null}
      {editing.kind === 'none' ? (
        <button
          type="button"
          className="btn-secondary justify-self-start"
          onClick={() => setEditing({ kind: 'new' })}
        >
          Add a new address
        </button>
      ) : (
        <div className="rounded-lg border border-line p-3">
          <h3 className="mb-3 font-semibold">{edited ? 'Edit address' : 'New address'}</h3>
          <AddressForm
            key={edited?.id ?? 'new'}
            address={edited}
            onSaved={() => setEditing({ kind: 'none' })}
            onCancel={() => setEditing({ kind: 'none' })}
          />
        </div>
      )}
    </section>
  );
}
