/**
 * A value that GraphQL may send as `null`, a parser may leave `undefined`, or that may be missing.
 * Every rule in this package treats `null` exactly like a missing value.
 *
 * @example
 * const note: Maybe<string> = null;
 */
export type Maybe<T> = T | null | undefined;

/**
 * A string enum that still accepts any string, so data parsed from JSON (where `'COD'` widens to
 * `string`) fits without casts while editors keep suggesting the known members.
 *
 * @example
 * const method: Loose<'COD' | 'PREPAID'> = 'COD';
 */
export type Loose<T extends string> = T | (string & Record<never, never>);

/**
 * Payment method the shopper picked at checkout. `NONE` counts as prepaid for totals but can
 * never place an order (spec 4 "Checkout payment choice").
 *
 * @example
 * const choice: PaymentChoice = 'NONE';
 */
export type PaymentChoice = 'NONE' | 'COD' | 'PREPAID';

/**
 * A concrete method used to price shipping: `NONE` has already been mapped to `PREPAID`.
 *
 * @example
 * const method: ShippingMethod = 'COD';
 */
export type ShippingMethod = 'COD' | 'PREPAID';

/**
 * Payment types of shipping tiers and loyalty rules (spec 3 and 9).
 *
 * @example
 * const type: PaymentType = 'PPCOD';
 */
export type PaymentType = 'COD' | 'PREPAID' | 'PPCOD' | 'ALL';
