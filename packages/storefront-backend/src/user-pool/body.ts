/**
 * A user-pool request body: the JSON object Amplify posts (anything else reads as empty).
 *
 * @example
 * const body = requestBody(JSON.parse(raw));
 */
export type RequestBody = Readonly<Record<string, unknown>>;

/**
 * The value as an object, or an empty one.
 *
 * @example
 * requestBody({ ClientId: 'c' }); // { ClientId: 'c' }
 * requestBody(null); // {}
 */
export function requestBody(value: unknown): RequestBody {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}

/**
 * The value as a string, or '' when it is not one.
 *
 * @example
 * text(body['ClientId']); // 'c'
 */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
