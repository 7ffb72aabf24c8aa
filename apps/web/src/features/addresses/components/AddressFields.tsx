import type { AddressErrors } from '@haat/commerce-core';
import type { ReactNode } from 'react';
import type { AddressField, AddressValues } from '../addressValues';
import { INDIAN_STATES } from '../states';
import { TextField } from './TextField';

export interface AddressFieldsProps {
  /** Prefix for element ids, unique per form on a page. */
  idPrefix: string;
  values: AddressValues;
  onChange: (field: AddressField, value: string) => void;
  /** Per-field messages from commerce-core `validateAddress` (spec 5). */
  errors: AddressErrors;
  /** Serviceability of the typed pin code, shown under it (see `PinCodeStatus`). */
  pinCodeHint?: ReactNode;
  disabled?: boolean;
}

/** Where each `AddressErrors` key shows: its field's id suffix. */
export const ERROR_FIELD: Record<keyof AddressErrors, AddressField> = {
  firstname: 'firstName',
  phone: 'phone',
  pincode: 'pinCode',
  address: 'address',
  city: 'city',
};

/** Focuses the first field with an error, in the order they appear on screen. */
export function focusFirstError(idPrefix: string, errors: AddressErrors) {
  const order: (keyof AddressErrors)[] = ['firstname', 'phone', 'pincode', 'address', 'city'];
  const first = order.find((key) => errors[key]);
  if (first) document.getElementById(`${idPrefix}-${ERROR_FIELD[first]}`)?.focus();
}

/**
 * The checkout address form's fields (spec 3): first and last name, +91 phone, optional email,
 * pin code, address, landmark, area, city and state; country is always India. Controlled: the
 * owner keeps the values and runs commerce-core `validateAddress` on submit.
 */
export function AddressFields({
  idPrefix,
  values,
  onChange,
  errors,
  pinCodeHint,
  disabled,
}: AddressFieldsProps) {
  const id = (field: AddressField) => `${idPrefix}-${field}`;
  const field = (name: AddressField) => ({
    id: id(name),
    value: values[name],
    onValueChange: (value: string) => onChange(name, value),
    disabled,
  });
  return (
    <div className="grid grid-cols-2 gap-3">
      <TextField
        {...field('firstName')}
        label="First name"
        autoComplete="given-name"
        error={errors.firstname}
        className="col-span-1"
      />
      <TextField
        {...field('lastName')}
        label="Last name (optional)"
        autoComplete="family-name"
        className="col-span-1"
      />
      <TextField
        {...field('phone')}
        label="Phone number"
        prefix="+91"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        error={errors.phone}
        onValueChange={(value) => onChange('phone', value.replace(/\D/g, '').slice(0, 10))}
        className="col-span-2"
      />
      <TextField
        {...field('email')}
        label="Email (optional)"
        type="email"
        autoComplete="email"
        className="col-span-2"
      />
      <TextField
        {...field('pinCode')}
        label="Pin code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errors.pincode}
        hint={pinCodeHint}
        onValueChange={(value) => onChange('pinCode', value.replace(/\D/g, '').slice(0, 6))}
        className="col-span-2"
      />
      <TextField
        {...field('address')}
        label="Address (house no., building, street)"
        autoComplete="address-line1"
        error={errors.address}
        className="col-span-2"
      />
      <TextField {...field('landmark')} label="Landmark (optional)" className="col-span-2" />
      <TextField
        {...field('area')}
        label="Area (optional)"
        autoComplete="address-line2"
        className="col-span-1"
      />
      <TextField
        {...field('city')}
        label="City"
        autoComplete="address-level2"
        error={errors.city}
        className="col-span-1"
      />
      <div className="col-span-2">
        <label htmlFor={id('state')} className="mb-1 block text-sm font-medium">
          State
        </label>
        <select
          id={id('state')}
          className="input w-full"
          value={values.state}
          disabled={disabled}
          onChange={(event) => onChange('state', event.target.value)}
        >
          <option value="">Select a state</option>
          {INDIAN_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      </div>
      <p className="col-span-2 text-sm text-ink-muted">Country: India</p>
    </div>
  );
}
