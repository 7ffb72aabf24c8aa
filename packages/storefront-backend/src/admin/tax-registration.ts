import type { TaxRegistration, TaxRegistrationInput } from '@haat/storefront-api/admin-resolvers';
import type { Store } from '@haat/storefront-api/catalogue';
import { writeAudited } from '../catalogue/edit-document.js';
import { supplierOf } from '../invoices/supplier.js';
import { taxRegistrationProblems } from '../invoices/tax-fields.js';
import type { ShopCatalogue } from '../deps.js';
import type { Repositories } from '../ports/storage.js';
import { adminError, staffActor, type AdminContext } from './admin-context.js';
import { refuseWrite } from './input-checks.js';

/**
 * The shop's GST registration as staff see it (the state is the GSTIN's), or null when the
 * shop has none.
 *
 * @example
 * taxRegistrationOf(store); // { gstin: '29AAPFU0939F1ZR', stateName: 'Karnataka', stateCode: '29', … }
 */
export function taxRegistrationOf(store: Pick<Store, 'taxRegistration'>): TaxRegistration | null {
  const registration = store.taxRegistration;
  if (!registration) return null;
  const supplier = supplierOf(store);
  return {
    gstin: registration.gstin,
    legalName: registration.legalName,
    address: registration.address,
    stateName: supplier.ok ? supplier.state.name : '',
    stateCode: supplier.ok ? supplier.state.code : '',
  };
}

/**
 * Writes the shop's GST registration from `updateStoreSettings`' input into the store's
 * document with `repos` of the settings' transaction, audited there (action
 * `updateStoreSettings`, target `store`). The GSTIN is checked with commerce-core's
 * `validateGstin` (spaces removed, upper-cased), the legal name and address must not be empty:
 * a bad one is refused with BAD_USER_INPUT naming the field, before anything is written.
 *
 * @example
 * await context.deps.storage.transaction((repos) => writeTaxRegistration(repos, context,
 *   { gstin: '29AAPFU0939F1ZR', legalName: 'Haat Skincare Pvt Ltd', address: 'Bengaluru' }));
 */
export async function writeTaxRegistration(
  repos: Repositories<ShopCatalogue>,
  context: AdminContext,
  input: TaxRegistrationInput,
): Promise<void> {
  const registration = taxRegistrationChecked(input);
  const store = await repos.catalogue.store();
  const outcome = await writeAudited(
    repos,
    context.deps,
    staffActor(context),
    'updateStoreSettings',
    'store',
    {
      kind: 'store',
      key: store.id,
      data: { ...store, taxRegistration: registration },
      ifBefore: store,
    },
  );
  if (!outcome.ok) refuseWrite(outcome, 'store setting');
}

/**
 * The registration as stored (GSTIN normalised, text trimmed), or BAD_USER_INPUT naming the
 * first field that is wrong (`taxRegistration.gstin: A GSTIN has 15 characters; this one has 14.`).
 *
 * @example
 * taxRegistrationChecked({ gstin: '29aapfu0939f1zv', legalName: ' Haat ', address: 'Bengaluru' });
 * // { gstin: '29AAPFU0939F1ZR', legalName: 'Haat', address: 'Bengaluru' }
 */
export function taxRegistrationChecked(
  input: TaxRegistrationInput,
): NonNullable<Store['taxRegistration']> {
  const registration = {
    gstin: input.gstin.replace(/\s+/g, '').toUpperCase(),
    legalName: input.legalName.trim(),
    address: input.address.trim(),
  };
  const [problem] = taxRegistrationProblems(registration);
  if (problem) throw adminError('BAD_USER_INPUT', `${problem.field}: ${problem.message}`);
  return registration;
}
