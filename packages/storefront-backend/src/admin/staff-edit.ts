import { editDocument } from '../catalogue/edit-document.js';
import type { CatalogueDocumentWrite } from '../ports/storage/catalogue.js';
import { staffActor, type AdminContext } from './admin-context.js';
import { refuseWrite } from './input-checks.js';

/**
 * The caller's edit of one catalogue document through the admin API: written and audited in
 * one transaction (`editDocument`, the operation's name as the action), or refused as
 * {@link refuseWrite} says (`taken` words the unique value's refusal).
 *
 * @example
 * await staffEdit(context, 'deletePinCode', 'pinCode',
 *   { kind: 'zipCodes', key: '110001', data: null, ifBefore: stored });
 */
export async function staffEdit(
  context: AdminContext,
  action: string,
  targetType: string,
  write: CatalogueDocumentWrite,
  taken?: (holder: string) => string,
): Promise<void> {
  const outcome = await editDocument(context.deps, staffActor(context), action, targetType, write);
  // 'shippingTier' → 'shipping tier', as staff read it.
  const what = targetType.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  if (!outcome.ok) refuseWrite(outcome, what, taken);
}
