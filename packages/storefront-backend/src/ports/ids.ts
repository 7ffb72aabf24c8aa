/**
 * Identifiers, injected: domain code never calls `Math.random()` or `crypto.randomUUID()`.
 * Production passes `crypto.randomUUID` (ids that also serve as unguessable secrets, such as
 * refresh tokens and guest order secrets, rely on it being cryptographically random); tests may
 * pass a counter.
 *
 * @example
 * const ids: IdSource = { uuid: () => crypto.randomUUID() };
 */
export interface IdSource {
  /** A new RFC 4122 UUID string. */
  uuid(): string;
}
