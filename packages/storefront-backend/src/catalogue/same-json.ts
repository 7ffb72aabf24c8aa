/** The value with every object's keys in order, so two equal JSON values print alike. */
const ordered = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(ordered);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, ordered(Reflect.get(value, key))]),
  );
};

/**
 * Whether two JSON values are equal as JSON (object keys in any order; absent and `undefined`
 * alike), as PostgreSQL compares `jsonb`: how a conditional document write recognises the
 * document it read.
 *
 * @example
 * sameJson({ a: 1, b: [2] }, { b: [2], a: 1 }); // true
 */
export function sameJson(left: unknown, right: unknown): boolean {
  return JSON.stringify(ordered(left)) === JSON.stringify(ordered(right));
}
