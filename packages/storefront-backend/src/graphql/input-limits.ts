import { tooLongMessage } from '@haat/commerce-core';
import {
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';
import { badInput } from '../errors.js';
import { MAX_PAGE_SIZE } from '../paging/page-args.js';
import { REVIEW_LIMITS } from '../reviews/review-text.js';

/** The longest text any input takes when its field is not listed in {@link INPUT_LIMITS}. */
export const DEFAULT_INPUT_LIMIT = 500;

/**
 * The longest text, in characters, of an input field by its name, wherever it appears (argument
 * or field of an input object). Names get 100 (profile checks of commerce-core refuse first
 * names past 50 with their own wording), address lines 250, review texts 2000; anything else
 * {@link DEFAULT_INPUT_LIMIT}.
 *
 * @example
 * INPUT_LIMITS.address; // 250
 */
export const INPUT_LIMITS: Readonly<Record<string, number>> = Object.freeze({
  name: 100,
  firstName: 100,
  lastName: 100,
  reviewerName: 100,
  address: 250,
  landmark: 250,
  area: 250,
  location: 250,
  comment: 2000,
  // A CSV import's file (the admin API; its own check answers in bytes: CSV_MAX_BYTES).
  content: 2 * 1024 * 1024,
});

/**
 * The most items a list in the input takes, by the list's name wherever it appears (argument or
 * field of an input object); every list of the contract is named here (a test checks the SDL).
 * Each item of a list costs work before any answer (a stock read, a price, one aggregate
 * statement), so one request's work stays bounded:
 * - `aggregates` 10 (searchProducts, searchReviews): one storage query each; the web app's
 *   listing asks 6;
 * - `items` 100 (CheckInventory), `products` 100 (CreateOrder), `data` 100 (manageShoppingCart):
 *   lines of one cart;
 * - `ids` and `excludeIds` 100 (product filters): a page of products at most;
 * - `collectionSlugs` and `tags` 20 (product filters);
 * - `images` 5 (createReview, updateReview): a review's pictures; `photos` 5 (requestOrderReturn);
 * - `lines` 100 (requestOrderReturn): an order's lines.
 *
 * @example
 * LIST_LIMITS.aggregates; // 10
 */
export const LIST_LIMITS: Readonly<Record<string, number>> = Object.freeze({
  aggregates: 10,
  items: 100,
  products: 100,
  data: 100,
  ids: MAX_PAGE_SIZE,
  excludeIds: MAX_PAGE_SIZE,
  collectionSlugs: 20,
  tags: 20,
  images: REVIEW_LIMITS.images,
  lines: 100,
  photos: REVIEW_LIMITS.images,
});

/**
 * The largest value of a number in the input, by its name wherever it appears: every `limit`
 * (page sizes, `variantLimit` and `imageLimit` of the spec) at most 100, the largest page the
 * API serves; every `from` (an offset) at most 10,000, past any catalogue or order history a
 * shopper pages through.
 *
 * @example
 * NUMBER_LIMITS.limit; // 100
 */
export const NUMBER_LIMITS: Readonly<Record<string, number>> = Object.freeze({
  limit: MAX_PAGE_SIZE,
  from: 10_000,
});

const limitOf = (field: string): number => INPUT_LIMITS[field] ?? DEFAULT_INPUT_LIMIT;

const check = (type: GraphQLInputType, value: unknown, path: string, field: string): void => {
  if (value === null || value === undefined) return;
  const inner = getNullableType(type);
  if (isListType(inner)) {
    if (!Array.isArray(value)) return;
    const most = LIST_LIMITS[field];
    if (most !== undefined && value.length > most) {
      throw badInput(`${path} has too many items (at most ${most}).`);
    }
    value.forEach((item, index) => {
      check(inner.ofType, item, `${path}[${index}]`, field);
    });
    return;
  }
  if (isInputObjectType(inner)) {
    if (typeof value !== 'object') return;
    for (const [name, child] of Object.entries(inner.getFields())) {
      check(child.type, Reflect.get(value, name), path ? `${path}.${name}` : name, name);
    }
    return;
  }
  if (!isScalarType(inner)) return;
  if (typeof value === 'string' && value.length > limitOf(field)) {
    throw badInput(tooLongMessage(path, limitOf(field)));
  }
  const largest = NUMBER_LIMITS[field];
  if (typeof value === 'number' && largest !== undefined && value > largest) {
    throw badInput(`${path} is too large (at most ${largest}).`);
  }
};

/**
 * Refuses a field's coerced arguments when a text in them is longer than its limit
 * ({@link INPUT_LIMITS}), a list has more items than its cap ({@link LIST_LIMITS}) or a number
 * is past its cap ({@link NUMBER_LIMITS}), with BAD_USER_INPUT naming the field by its path
 * inside the argument (an input object argument's own name is left out:
 * `shippingAddress.address`, `items[2].recordKey`; a scalar or list argument is named as is:
 * `code`, `aggregates`) and the cap. Runs before the resolver, so nothing is read or stored.
 *
 * @example
 * assertInputLimits(field.args, { input: { shippingAddress: { address: 'x'.repeat(251) } } });
 * // throws 'shippingAddress.address is too long (at most 250 characters).'
 * assertInputLimits(field.args, { aggregates: new Array(11).fill(facet) });
 * // throws 'aggregates has too many items (at most 10).'
 */
export function assertInputLimits(
  args: readonly GraphQLArgument[],
  values: Readonly<Record<string, unknown>>,
): void {
  for (const arg of args) {
    const objectArgument = isInputObjectType(getNullableType(arg.type));
    check(arg.type, values[arg.name], objectArgument ? '' : arg.name, arg.name);
  }
}
