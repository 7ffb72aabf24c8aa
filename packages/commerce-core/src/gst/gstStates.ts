/**
 * An Indian state or union territory as GST knows it: the two-digit state code that opens every
 * GSTIN and names the place of supply on an invoice, its name, and the two-letter code the
 * storefront's addresses and pin codes use (spec 3 "Indian state codes").
 *
 * @example
 * const maharashtra: GstState = { code: '27', name: 'Maharashtra', alpha: 'MH' };
 */
export interface GstState {
  /** Two digits, as in a GSTIN and on GSTR-1 (`'07'`, `'27'`). */
  readonly code: string;
  readonly name: string;
  /** The two-letter code of spec 3 (`'DL'`, `'MH'`). */
  readonly alpha: string;
}

/**
 * Every state and union territory with a GST state code, in code order: the one table for place
 * of supply (CGST Rule 46 prints its name and code) and for reading a GSTIN's state. Codes 25
 * (Daman and Diu) and 28 (Andhra Pradesh before 2014) are no longer issued and are left out;
 * 97 (Other Territory) is for supplies outside any state and is not a delivery address.
 *
 * @example
 * GST_STATES.find((state) => state.alpha === 'KA')?.code; // '29'
 */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', alpha: 'JK' },
  { code: '02', name: 'Himachal Pradesh', alpha: 'HP' },
  { code: '03', name: 'Punjab', alpha: 'PB' },
  { code: '04', name: 'Chandigarh', alpha: 'CH' },
  { code: '05', name: 'Uttarakhand', alpha: 'UT' },
  { code: '06', name: 'Haryana', alpha: 'HR' },
  { code: '07', name: 'Delhi', alpha: 'DL' },
  { code: '08', name: 'Rajasthan', alpha: 'RJ' },
  { code: '09', name: 'Uttar Pradesh', alpha: 'UP' },
  { code: '10', name: 'Bihar', alpha: 'BR' },
  { code: '11', name: 'Sikkim', alpha: 'SK' },
  { code: '12', name: 'Arunachal Pradesh', alpha: 'AR' },
  { code: '13', name: 'Nagaland', alpha: 'NL' },
  { code: '14', name: 'Manipur', alpha: 'MN' },
  { code: '15', name: 'Mizoram', alpha: 'MZ' },
  { code: '16', name: 'Tripura', alpha: 'TR' },
  { code: '17', name: 'Meghalaya', alpha: 'ML' },
  { code: '18', name: 'Assam', alpha: 'AS' },
  { code: '19', name: 'West Bengal', alpha: 'WB' },
  { code: '20', name: 'Jharkhand', alpha: 'JH' },
  { code: '21', name: 'Odisha', alpha: 'OR' },
  { code: '22', name: 'Chhattisgarh', alpha: 'CT' },
  { code: '23', name: 'Madhya Pradesh', alpha: 'MP' },
  { code: '24', name: 'Gujarat', alpha: 'GJ' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', alpha: 'DH' },
  { code: '27', name: 'Maharashtra', alpha: 'MH' },
  { code: '29', name: 'Karnataka', alpha: 'KA' },
  { code: '30', name: 'Goa', alpha: 'GA' },
  { code: '31', name: 'Lakshadweep', alpha: 'LD' },
  { code: '32', name: 'Kerala', alpha: 'KL' },
  { code: '33', name: 'Tamil Nadu', alpha: 'TN' },
  { code: '34', name: 'Puducherry', alpha: 'PY' },
  { code: '35', name: 'Andaman and Nicobar Islands', alpha: 'AN' },
  { code: '36', name: 'Telangana', alpha: 'TG' },
  { code: '37', name: 'Andhra Pradesh', alpha: 'AP' },
  { code: '38', name: 'Ladakh', alpha: 'LA' },
];
