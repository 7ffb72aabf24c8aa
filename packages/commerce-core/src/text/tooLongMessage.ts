/**
 * The refusal for a text longer than its limit, naming the field and the limit.
 *
 * @example
 * tooLongMessage('First name', 50); // 'First name is too long (at most 50 characters).'
 */
export function tooLongMessage(field: string, max: number): string {
  return `${field} is too long (at most ${max} characters).`;
}
