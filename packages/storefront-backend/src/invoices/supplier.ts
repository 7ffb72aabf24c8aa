import { gstState, validateGstin, type GstState } from '@haat/commerce-core';
import type { Store } from '@haat/storefront-api/catalogue';
import type { TaxParty } from '../ports/storage/tax-documents.js';

/**
 * The supplier a tax document names, from the store's GST registration (CGST Rule 46: name,
 * address, GSTIN; the state is the GSTIN's), or why there is none.
 *
 * @example
 * supplierOf(store); // { ok: true, supplier: { name: 'Haat Skincare Pvt Ltd', gstin: '27AAPFU0939F1ZV', … }, state }
 */
export function supplierOf(
  store: Pick<Store, 'taxRegistration'>,
): { ok: true; supplier: TaxParty; state: GstState } | { ok: false; message: string } {
  const registration = store.taxRegistration;
  if (!registration) {
    return {
      ok: false,
      message: 'The shop has no GST registration: set its GSTIN, legal name and address first.',
    };
  }
  const check = validateGstin(registration.gstin);
  if (!check.valid) return { ok: false, message: check.message };
  const state = gstState(check.gstin.slice(0, 2)) ?? check.state;
  return {
    ok: true,
    state,
    supplier: {
      name: registration.legalName.trim(),
      gstin: check.gstin,
      address: registration.address.trim(),
      state: { code: state.code, name: state.name },
    },
  };
}
