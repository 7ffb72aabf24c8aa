/**
 * How the mock backend is wired into an app: the addresses it answers at (the app's own env
 * values) and the knobs tests need. Optional values take `undefined` so an env object can be
 * passed through as is.
 */
export interface MockConfig {
  /** GraphQL endpoint, absolute or relative to the page origin (e.g. `/graphql`). */
  readonly graphqlUrl: string;
  /** Base URL of the third-party search service; the mock answers `GET {searchUrl}/search`. */
  readonly searchUrl: string;
  /** The visitor IP endpoint (`GET {ipUrl}` → `{ ip }`). */
  readonly ipUrl: string;
  /** Image CDN base URL (catalogue images and uploaded review images). */
  readonly cdnUrl: string;
  /** The API key anonymous GraphQL calls must send as `x-api-key`. */
  readonly apiKey: string;
  /**
   * A flag: when set to any non-empty value (`VITE_FIXED_OTP=1`, `true`, `123456` …) every
   * one-time code is `123456` (`FIXED_OTP_CODE`); unset or empty, codes are random.
   */
  readonly fixedOtp?: string | undefined;
  /**
   * When true, the mock shop has an owner: the phone `MOCK_OWNER_PHONE` (handlers/admin-graphql.ts)
   * signs in as the admin API's owner, added on the first admin call (the web app's mocked builds:
   * development and browser journeys). Off by default: the contract suite adds its own staff.
   */
  readonly shopOwner?: boolean | undefined;
  /** Where state survives a reload (the browser passes `localStorage`); memory only without it. */
  readonly storage?: Storage | undefined;
  /**
   * The font tax-document PDFs are drawn in (the backend's `documentFont`): the browser fetches
   * DejaVu Sans Mono from the app's own assets, Node reads it from the `dejavu-fonts-ttf`
   * package, each on first use. Pass one to replace it.
   */
  readonly documentFont?: (() => Promise<Uint8Array>) | undefined;
  /** Clock in epoch milliseconds (default `Date.now`); tests inject one they can advance. */
  readonly now?: (() => number) | undefined;
  /** Delay of the `slow` scenario in ms (default 3000). */
  readonly slowMs?: number | undefined;
  /** Delay of the `timeout` scenario in ms (default 20000, past the web client's 15 s time-out). */
  readonly timeoutMs?: number | undefined;
  /** Receives each one-time code sent (default: `console.info` in a browser, silent in Node). */
  readonly onOtp?: ((phone: string, code: string) => void) | undefined;
  /** The page-level scenario (browser: `?mockScenario=` remembered in sessionStorage). */
  readonly pageScenario?: (() => string | null) | undefined;
  /**
   * The Cognito user pool's JSON API (handlers/cognito.ts), answered at `endpoint` (Amplify's
   * `userPoolEndpoint`). Without it the user-pool mock is off. `clientId` / `userPoolId` are the
   * app's values (any client id is accepted when unset); `tokenLifetimeSeconds` is the ID and
   * access token lifetime (default 3600; tests shorten it to exercise refresh).
   */
  readonly cognito?:
    | {
        readonly endpoint: string;
        readonly clientId?: string | undefined;
        readonly userPoolId?: string | undefined;
        readonly tokenLifetimeSeconds?: number | undefined;
      }
    | undefined;
}

/** Defaults of the optional timings. */
export const mockDefaults = {
  slowMs: 3000,
  timeoutMs: 20_000,
} as const;
