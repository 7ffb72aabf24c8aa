import type { AddressErrors } from '@haat/commerce-core';
import { AddressFields } from '@/features/addresses/components/AddressFields';
import { PinCodeStatus } from '@/features/addresses/components/PinCodeStatus';
import type { AddressField, AddressValues } from '@/features/addresses/addressValues';
import type { PinCodeLookup } from '@/features/addresses/hooks/usePinCodeLookup';
import { useModalStore } from '@/stores/modalStore';

export const ADDRESS_ID_PREFIX = 'checkout-address';

interface AddressSectionProps {
  values: AddressValues;
  errors: AddressErrors;
  lookup: PinCodeLookup;
  onChange: (field: AddressField, value: string) => void;
  signedIn: boolean;
  disabled: boolean;
}

/** Delivery address: saved addresses (signed in) and the address form with the pin code check. */
export function AddressSection({
  values,
  errors,
  lookup,
  onChange,
  signedIn,
  disabled,
}: AddressSectionProps) {
  const openAllAddress = useModalStore((state) => state.openAllAddress);
  return (
    <section aria-labelledby="address-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="address-heading" className="text-lg font-semibold">
          Delivery address
        </h2>
        {signedIn ? (
          <button
            type="button"
            className="inline-flex min-h-8 items-center text-sm font-medium text-brand underline"
            onClick={openAllAddress}
          >
            Choose a saved address
          </button>
        ) : null}
      </div>
      <AddressFields
        idPrefix={ADDRESS_ID_PREFIX}
        values={values}
        errors={errors}
        onChange={onChange}
        pinCodeHint={<PinCodeStatus lookup={lookup} />}
        disabled={disabled}
      />
    </section>
  );
}
