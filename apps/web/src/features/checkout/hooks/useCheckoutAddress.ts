import { removePhonePrefix, type AddressErrors } from '@haat/commerce-core';
import { useCallback, useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { ERROR_FIELD } from '@/features/addresses/components/AddressFields';
import {
  EMPTY_ADDRESS,
  valuesFromAddress,
  type AddressField,
  type AddressValues,
} from '@/features/addresses/addressValues';
import { useAddressPickStore } from '@/features/addresses/store/addressPickStore';
import { useRememberedPinCode } from '@/features/delivery/hooks/useRememberedPinCode';
import { env } from '@/lib/env';
import type { User } from '@/lib/schemas/user';
import { useUserStore } from '@/stores/userStore';

const storageKey = () => `${env.storeKeyPrefix}:checkout-address`;

const text = z.catch(z.string(), '');
const SavedAddressSchema = z.object({
  firstName: text,
  lastName: text,
  phone: text,
  email: text,
  pinCode: text,
  address: text,
  landmark: text,
  area: text,
  city: text,
  state: text,
  location: text,
});

function readSaved(): AddressValues | null {
  try {
    const raw = sessionStorage.getItem(storageKey());
    const parsed = raw ? SavedAddressSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Empty fields take the signed-in profile's name, phone and email. */
const withProfile = (values: AddressValues, user: User | null): AddressValues =>
  user
    ? {
        ...values,
        firstName: values.firstName || user.firstName || '',
        lastName: values.lastName || user.lastName || '',
        phone: values.phone || removePhonePrefix(user.phone),
        email: values.email || user.email || '',
      }
    : values;

/** An empty pin code takes the one last checked on a product page (the draft's own wins). */
const withRememberedPin = (values: AddressValues, pinCode: string | null): AddressValues =>
  values.pinCode || !pinCode ? values : { ...values, pinCode };

const errorKeyOf = (field: AddressField) =>
  (Object.keys(ERROR_FIELD) as (keyof AddressErrors)[]).find((key) => ERROR_FIELD[key] === field);

/**
 * The checkout address form's state: kept in sessionStorage (a failed order or a reload keeps
 * it), pre-filled from the signed-in profile and the pin code last checked on a product page,
 * replaced by a saved address picked in the all-address modal. Editing a field clears its message.
 */
export function useCheckoutAddress() {
  const [rememberedPin] = useRememberedPinCode();
  const [values, setValues] = useState<AddressValues>(() => {
    const start = withRememberedPin(readSaved() ?? EMPTY_ADDRESS, rememberedPin);
    return withProfile(start, useUserStore.getState().data);
  });
  const [errors, setErrors] = useState<AddressErrors>({});

  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey(), JSON.stringify(values));
    } catch {
      // Storage off: the form lives for this page only.
    }
  }, [values]);

  // Signing in during checkout fills what is still empty; a picked saved address replaces all.
  useEffect(
    () =>
      useUserStore.subscribe((state, previous) => {
        if (state.data && state.data !== previous.data) {
          setValues((current) => withProfile(current, state.data));
        }
      }),
    [],
  );
  useEffect(
    () =>
      useAddressPickStore.subscribe(({ picked }) => {
        if (!picked) return;
        setValues(valuesFromAddress(picked));
        setErrors({});
        useAddressPickStore.getState().clear();
      }),
    [],
  );

  const setField = useCallback((field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    const key = errorKeyOf(field);
    if (!key) return;
    setErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  return { values, errors, setErrors, setField };
}
