import type { BackendDeps } from './deps.js';
import type { UserRecord } from './ports/storage/records.js';

/**
 * Who calls: a user whose bearer token the host's verifier accepted (signature, expiry, issuer,
 * client id, token use), or an anonymous caller with the API key. An unsigned, edited or expired
 * token never becomes a viewer.
 *
 * @example
 * const caller: Caller = { kind: 'user', userId: 'u1', phone: '+919876543210' };
 */
export type Caller =
  | { readonly kind: 'user'; readonly userId: string; readonly phone: string | null }
  | { readonly kind: 'anonymous' };

/**
 * What every resolver of one GraphQL request gets: the I/O, the request's time (read once from
 * the clock), the caller, the operation's name and the caller's network address.
 *
 * @example
 * const user = await context.requireUser(); // UNAUTHORIZED when anonymous
 */
export interface RequestContext {
  readonly deps: BackendDeps;
  /** Request time, epoch ms. */
  readonly now: number;
  readonly caller: Caller;
  readonly operationName: string;
  /** The caller's network address as the host saw it, or null when the host does not know it. */
  readonly clientIp: string | null;
  /** The signed-in user's record (loaded once per request), or null when anonymous. */
  viewer(): Promise<UserRecord | null>;
  /** The signed-in user's record, or an UNAUTHORIZED error. */
  requireUser(): Promise<UserRecord>;
}
