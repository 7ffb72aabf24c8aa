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
});

const limitOf = (field: string): number => INPUT_LIMITS[field] ?? DEFAULT_INPUT_LIMIT;

const check = (type: GraphQLInputType, value: unknown, path: string, field: string): void => {
  if (value === null || value === undefined) return;
  const inner = getNullableType(type);
  if (isListType(inner)) {
    if (!Array.isArray(value)) return;
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
  if (isScalarType(inner) && typeof value === 'string' && value.length > limitOf(field)) {
    throw badInput(tooLongMessage(path, limitOf(field)));
  }
};

/**
 * Refuses a field's coerced arguments when a text in them is longer than its limit
 * ({@link INPUT_LIMITS}), with BAD_USER_INPUT naming the field by its path inside the argument
 * (an input object argument's own name is left out: `shippingAddress.address`, `items[2].recordKey`;
 * a scalar argument is named as is: `code`). Runs before the resolver, so nothing is stored.
 *
 * @example
 * assertInputLimits(field.args, { input: { shippingAddress: { address: 'x'.repeat(251) } } });
 * // throws 'shippingAddress.address is too long (at most 250 characters).'
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
