/**
 * The host the contract suite runs against, seen only through HTTP and this small test API. A
 * host's contract harness implements it (mocks/contract: the MSW mock host in the test process;
 * apps/server/test/contract: the whole server over PGlite or PostgreSQL) and hands it over with
 * {@link provideContractTarget} from the test project's setup file, before the suite's files run.
 *
 * @example
 * provideContractTarget({ urls, apiKey, tokenFor, phoneProofFor, lastCodeFor, advanceClock, reset });
 */
export interface ContractTarget {
  /** Where the API answers: absolute URLs. */
  readonly urls: {
    /** `POST` GraphQL. */
    readonly graphql: string;
    /** The search service's base: it answers `GET {search}/search`. */
    readonly search: string;
    /** `GET` the visitor's address. */
    readonly ip: string;
    /** The image CDN's base (review image uploads answer under `{cdn}/reviews/u-…`). */
    readonly cdn: string;
    /** `POST { order_id }`: the test payment window's signed answer. */
    readonly paymentWindow: string;
    /** `POST` the user pool's JSON API (`x-amz-target`), as aws-amplify calls it. */
    readonly userPool: string;
    /** `POST` the staff's admin GraphQL API. */
    readonly admin: string;
  };
  /** The API key anonymous calls send (and the search service's bearer). */
  readonly apiKey: string;
  /**
   * An ID token signed by the host for a shopper with this phone (`+91…`), created and
   * phone-verified on first use, with user id `sub` when given: what signing in would give,
   * without spending the phone's code allowance.
   */
  tokenFor(phone: string, sub?: string): Promise<string>;
  /**
   * Makes the user of this phone (`+91…`, created when needed) a staff member with this role, as
   * `pnpm staff:add` does on the host: how a shop gets its first owner.
   */
  addStaff(phone: string, role: 'owner' | 'manager' | 'support' | 'packer'): Promise<void>;
  /**
   * A proof of a phone (`+91…`) for a guest's cash-on-delivery order, issued in the host's
   * storage as its `verifyCheckoutPhone` would issue one: what the checkout's code step would
   * give, without spending the phone's code allowance (the step itself: checkout-phone-proof.test.ts).
   */
  phoneProofFor(phone: string): Promise<string>;
  /** The last one-time code the host sent to this phone (`+91…`), or null when none was. */
  lastCodeFor(phone: string): string | null;
  /** Moves the host's clock forward (code expiry, payment holds, token lifetimes, uploads). */
  advanceClock(ms: number): void;
  /** A fresh shop for the next test: every record forgotten, no code sent, the clock at its start. */
  reset(): Promise<void>;
}

/**
 * Where every contract target's clock starts and goes back to on reset: the sample data's
 * "today" (coupon expiry dates and the like are written relative to it).
 */
export const CONTRACT_START_MS = Date.parse('2026-11-22T10:00:00.000Z');

/**
 * A clock a target's host reads (`now`) and the suite moves (`advance`), from
 * {@link CONTRACT_START_MS}.
 *
 * @example
 * const clock = new ContractClock();
 * createStorefront(config, storage, key, { clock });
 */
export class ContractClock {
  private ms = CONTRACT_START_MS;
  readonly now = (): number => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
  reset(): void {
    this.ms = CONTRACT_START_MS;
  }
}

/**
 * The codes a host sent, by phone: its SMS sender's `sendOtp` is `record`.
 *
 * @example
 * const codes = new SentCodes();
 * const sms = { sendOtp: (phone, code) => Promise.resolve(codes.record(phone, code)) };
 */
export class SentCodes {
  private readonly last = new Map<string, string>();
  record(phone: string, code: string): void {
    this.last.set(phone, code);
  }
  lastFor(phone: string): string | null {
    return this.last.get(phone) ?? null;
  }
  clear(): void {
    this.last.clear();
  }
}

let provided: ContractTarget | null = null;

/**
 * Hands the suite its target (a test project's setup file calls it once per process).
 *
 * @example
 * provideContractTarget(await startContractServer(database));
 */
export function provideContractTarget(target: ContractTarget): void {
  provided = target;
}

/**
 * The target the suite runs against; throws when no setup file provided one (the suite runs in
 * the `contract-mocks`, `contract-pglite` and `contract-postgres` projects only).
 *
 * @example
 * await fetch(contractTarget().urls.graphql, { method: 'POST', body });
 */
export function contractTarget(): ContractTarget {
  if (!provided) {
    throw new Error(
      'No contract target: run the suite in a project whose setup file calls provideContractTarget',
    );
  }
  return provided;
}
