import { useEffect, useRef } from 'react';
import type { AddressField, AddressValues } from '../addressValues';
import type { PinCodeLookup } from './usePinCodeLookup';

/**
 * Fills an empty city and state from the pin code lookup (GetZipCode answers both), once per
 * pin code found: the shopper's own edits are never overwritten.
 */
export function useZipAutofill(
  lookup: PinCodeLookup,
  values: Pick<AddressValues, 'city' | 'state'>,
  setField: (field: AddressField, value: string) => void,
) {
  const zip = lookup.status === 'found' ? lookup.zip : null;
  const latest = useRef({ values, setField });
  useEffect(() => {
    latest.current = { values, setField };
  });
  useEffect(() => {
    if (!zip) return;
    const { values: current, setField: set } = latest.current;
    if (!current.city.trim() && zip.city) set('city', zip.city);
    if (!current.state.trim() && zip.state) set('state', zip.state);
  }, [zip]);
}
