import type { ZipCode } from '@haat/storefront-api/catalogue';

function zip(
  id: string,
  city: string,
  state: string,
  cod: boolean,
  prepaid: boolean,
  codMaxAmount: number | null = null,
): ZipCode {
  return { id, codMaxAmount, cod, prepaid, city, state };
}

/**
 * Serviceable pin codes. A pin code not listed here is not serviceable at all.
 * `codMaxAmount` null means the store's MAX_COD_AMOUNT applies.
 */
export const zipCodes: ZipCode[] = [
  // COD and prepaid
  zip('560001', 'Bengaluru', 'KA', true, true),
  zip('560034', 'Bengaluru', 'KA', true, true),
  zip('400001', 'Mumbai', 'MH', true, true),
  zip('400050', 'Mumbai', 'MH', true, true),
  zip('110001', 'New Delhi', 'DL', true, true),
  zip('122002', 'Gurugram', 'HR', true, true),
  zip('600001', 'Chennai', 'TN', true, true),
  zip('700001', 'Kolkata', 'WB', true, true),
  zip('500001', 'Hyderabad', 'TG', true, true),
  zip('411001', 'Pune', 'MH', true, true),
  zip('380001', 'Ahmedabad', 'GJ', true, true),
  zip('302001', 'Jaipur', 'RJ', true, true),
  zip('682001', 'Kochi', 'KL', true, true),
  // COD capped at ₹1,000
  zip('226001', 'Lucknow', 'UP', true, true, 1000),
  zip('800001', 'Patna', 'BR', true, true, 1000),
  // COD only (no online payments at this courier hub)
  zip('845401', 'Motihari', 'BR', true, false),
  // Prepaid only (no cash collection)
  zip('744101', 'Port Blair', 'AN', false, true),
  zip('194101', 'Leh', 'LA', false, true),
  // Listed but not serviceable for either
  zip('795001', 'Imphal', 'MN', false, false),
];
