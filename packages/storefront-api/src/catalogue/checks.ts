/**
 * Checks of catalogue records beyond their shape, run where a catalogue is written (the
 * catalogue import; the admin API checks one coupon with the same commerce-core function).
 * Node-free and dependency-light: `@haat/storefront-api/catalogue/checks`.
 */
import { couponQuantityProblems } from '@haat/commerce-core';

/** A record as a catalogue file holds it: any JSON object, its fields not yet trusted. */
type Unchecked = Readonly<Record<string, unknown>>;

/**
 * What a catalogue import reads the checks from: its coupons and loyalty rules (unchecked JSON
 * or a `CatalogueSeed`).
 *
 * @example
 * const lists: CatalogueChecksInput = { coupons: [], loyaltyRuleEngines: [] };
 */
export interface CatalogueChecksInput {
  readonly coupons: readonly object[];
  readonly loyaltyRuleEngines: readonly object[];
}

const label = (list: string, index: number, record: Unchecked, name: string): string => {
  const value = record[name];
  return typeof value === 'string' && value !== ''
    ? `${list}[${index}] (${value})`
    : `${list}[${index}]`;
};

/** A loyalty rule that does not say is off (commerce-core reads a missing `enabled` so). */
const ENABLED_UNSTATED = 'enabled must be true or false (a rule that does not say is off)';

/**
 * One record's problems, for an import that checks records as it streams them: a coupon's
 * quantities (commerce-core `couponQuantityProblems`) or a loyalty rule's unstated `enabled`,
 * each message naming the list, the position, the record (code or id) and the field. Records of
 * other lists have none.
 *
 * @example
 * catalogueEntryProblems('coupons', 0, { code: 'B0G1', buyXQuantity: 0 });
 * // ['coupons[0] (B0G1): buyXQuantity must be a whole number of at least 1, or left out to mean 1 (it is 0)']
 */
export function catalogueEntryProblems(list: string, index: number, record: Unchecked): string[] {
  if (list === 'coupons') {
    return couponQuantityProblems(record).map(
      ({ message }) => `${label(list, index, record, 'code')}: ${message}`,
    );
  }
  if (list === 'loyaltyRuleEngines' && typeof record['enabled'] !== 'boolean') {
    return [`${label(list, index, record, 'id')}: ${ENABLED_UNSTATED}`];
  }
  return [];
}

/**
 * Every record of a catalogue the shop's rules would not read as its author wrote it, one
 * message each (see {@link catalogueEntryProblems}):
 * - a coupon whose `buyXQuantity` or `getYQuantity` is not a whole number of at least 1 (null
 *   means the spec's default of 1): commerce-core `couponQuantityProblems`, the check the admin
 *   API's upsertCoupon runs too;
 * - a loyalty rule without `enabled: true` or `enabled: false`: a rule that does not say is off
 *   (commerce-core reads a missing `enabled` as off), so the file must state it.
 * Empty when the catalogue may be written.
 *
 * @example
 * catalogueRecordProblems({ coupons: [{ code: 'B0G1', buyXQuantity: 0 }], loyaltyRuleEngines: [{ id: 'r1' }] });
 * // ['coupons[0] (B0G1): buyXQuantity must be a whole number of at least 1, or left out to mean 1 (it is 0)',
 * //  'loyaltyRuleEngines[0] (r1): enabled must be true or false (a rule that does not say is off)']
 */
export function catalogueRecordProblems(catalogue: CatalogueChecksInput): string[] {
  return [
    ...catalogue.coupons.flatMap((coupon, index) =>
      catalogueEntryProblems('coupons', index, coupon as Unchecked),
    ),
    ...catalogue.loyaltyRuleEngines.flatMap((rule, index) =>
      catalogueEntryProblems('loyaltyRuleEngines', index, rule as Unchecked),
    ),
  ];
}
