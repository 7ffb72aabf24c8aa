/**
 * A fresh idempotency key (a v4 UUID) for one logical action: CreateOrder, CreateTransaction,
 * ValidateTransaction or createReview. Make ONE key per shopper action (one "Place order" press)
 * and reuse it for every retry of that action — the API answers a repeat with the first result,
 * so a retry can never create a second order, transaction, validation or review.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Insecure origins lack randomUUID; build the same v4 layout from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The idempotency key carried by an operation's variables (`idempotencyKey` or `input.idempotencyKey`). */
export function idempotencyKeyOf(variables: object): string | null {
  const read = (value: unknown) =>
    typeof value === 'object' && value !== null && 'idempotencyKey' in value
      ? value.idempotencyKey
      : undefined;
  const key = read(variables) ?? ('input' in variables ? read(variables.input) : undefined);
  return typeof key === 'string' && key.trim() !== '' ? key : null;
}
