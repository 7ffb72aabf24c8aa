import { useState } from 'react';
import { addressLine } from '@/features/addresses/addressValues';
import type { UserAddress } from '@/lib/schemas/address';

interface AddressCardProps {
  address: UserAddress;
  isDefault: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** One saved address with its actions; deleting asks once more. */
export function AddressCard(props: AddressCardProps) {
  const { address, isDefault, busy, onEdit, onDelete, onMakeDefault } = props;
  const [confirming, setConfirming] = useState(false);
  const name = `${address.name}, ${addressLine(address)}`;
  return (
    <li className="grid gap-1 rounded-md border border-line p-3 text-sm" aria-label={name}>
      <p className="flex items-center gap-2 font-semibold">
        {address.name}
        {isDefault ? (
          <span className="rounded-full bg-brand px-2 py-0.5 text-xs text-white">Default</span>
        ) : null}
      </p>
      <p>{addressLine(address)}</p>
      <p className="text-ink-muted">{address.phone}</p>
      {confirming ? (
        <div
          role="group"
          aria-label="Delete this address?"
          className="mt-2 flex flex-wrap items-center gap-2"
        >
          <span>Delete this address?</span>
          <button
            type="button"
            className="btn-primary min-h-9 bg-danger"
            disabled={busy}
            onClick={onDelete}
          >
            Yes, delete
          </button>
          <button
            type="button"
            className="btn-secondary min-h-9"
            onClick={() => setConfirming(false)}
          >
            Keep it
          </button>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary min-h-9"
            aria-label={`Edit ${name}`}
            onClick={onEdit}
          >
            Edit
          </button>
          <button
            type="button"
            className="btn-secondary min-h-9"
            aria-label={`Delete ${name}`}
            onClick={() => setConfirming(true)}
          >
            Delete
          </button>
          {isDefault ? null : (
            <button
              type="button"
              className="btn-secondary min-h-9"
              aria-label={`Make default: ${name}`}
              onClick={onMakeDefault}
            >
              Make default
            </button>
          )}
        </div>
      )}
    </li>
  );
}
