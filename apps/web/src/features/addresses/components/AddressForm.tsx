import { validateAddress, type AddressErrors } from '@haat/commerce-core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { track } from '@/lib/analytics/track';
import { errorMessage } from '@/lib/errors/handleError';
import type { UserAddress } from '@/lib/schemas/address';
import { isPinCode } from '@/lib/schemas/zip';
import { addressErrorsFrom } from '../addressErrors';
import {
  addressInput,
  EMPTY_ADDRESS,
  valuesFromAddress,
  type AddressField,
  type AddressValues,
} from '../addressValues';
import { zipCodeQueryOptions } from '../api/zipCode';
import { usePinCodeLookup } from '../hooks/usePinCodeLookup';
import { useZipAutofill } from '../hooks/useZipAutofill';
import { useCreateUserAddress, useUpdateUserAddress } from '../hooks/useUserAddresses';
import { AddressFields, focusFirstError } from './AddressFields';
import { PinCodeStatus } from './PinCodeStatus';

interface AddressFormProps {
  /** The saved address to edit; a new one is created without it. */
  address?: UserAddress | undefined;
  onSaved?: ((address: UserAddress) => void) | undefined;
  onCancel?: (() => void) | undefined;
  /** Where the form is used, for the "address added" event. */
  source?: 'account' | 'checkout';
}

/**
 * Add or edit a saved address (the account page's address book): the checkout fields, the pin
 * code lookup, spec 5 messages on submit (commerce-core `validateAddress`, method ALL), then
 * createUserAddress / updateUserAddress; the server's per-field refusals land on the fields.
 */
export function AddressForm({ address, onSaved, onCancel, source = 'account' }: AddressFormProps) {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AddressValues>(
    address ? valuesFromAddress(address) : EMPTY_ADDRESS,
  );
  const [errors, setErrors] = useState<AddressErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const lookup = usePinCodeLookup(values.pinCode);
  const setField = useCallback(
    (field: AddressField, value: string) =>
      setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  useZipAutofill(lookup, values, setField);
  const create = useCreateUserAddress();
  const update = useUpdateUserAddress();
  const saving = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const pin = values.pinCode.trim();
    const zip = isPinCode(pin)
      ? await queryClient.fetchQuery(zipCodeQueryOptions(pin)).catch(() => null)
      : null;
    const found = validateAddress(values, 'ALL', zip);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(idPrefix, found);
    try {
      const input = addressInput(values);
      const saved = address
        ? await update.mutateAsync({ id: address.id, ...input })
        : await create.mutateAsync(input);
      if (!address) track({ name: 'address_added', source, pincode: saved.pinCode });
      onSaved?.(saved);
    } catch (error) {
      const fields = addressErrorsFrom(error);
      if (fields) {
        setErrors(fields);
        focusFirstError(idPrefix, fields);
      } else setFailure(errorMessage(error) ?? 'Something went wrong!');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <AddressFields
        idPrefix={idPrefix}
        values={values}
        errors={errors}
        onChange={setField}
        pinCodeHint={<PinCodeStatus lookup={lookup} />}
        disabled={saving}
      />
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving…' : address ? 'Save address' : 'Add address'}
        </button>
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
