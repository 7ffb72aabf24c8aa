import type { UserAddress } from '@/lib/schemas/address';
import { addressLine } from '../addressValues';

interface SavedAddressListProps {
  addresses: readonly UserAddress[];
  onChoose: (address: UserAddress) => void;
  chooseLabel: string;
}

/** Saved addresses, each with its name, phone, one-line address and a choose button. */
export function SavedAddressList({ addresses, onChoose, chooseLabel }: SavedAddressListProps) {
  return (
    <ul className="space-y-2" aria-label="Saved addresses">
      {addresses.map((address) => (
        <li key={address.id} className="rounded-md border border-line p-3 text-sm">
          <p className="font-semibold">{address.name}</p>
          <p>{addressLine(address)}</p>
          <p className="text-ink-muted">{address.phone}</p>
          <button
            type="button"
            className="btn-secondary mt-2 min-h-9"
            aria-label={`${chooseLabel}: ${address.name}, ${addressLine(address)}`}
            onClick={() => onChoose(address)}
          >
            {chooseLabel}
          </button>
        </li>
      ))}
    </ul>
  );
}
