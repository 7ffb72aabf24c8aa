import { sampleShop, STORE_ID } from '@haat/sample-shop';
import {
  addStaffByPhone,
  issuePhoneProof,
  startSession,
  verifiedUser,
} from '@haat/storefront-backend';
import { ContractClock, SentCodes, type ContractTarget } from '@haat/storefront-backend/contract';
import { LOCAL_CLIENT_ID } from '../../src/config.js';
import { createAnswerCache } from '../../src/graphql/answer-cache.js';
import { createStorefront } from '../../src/shop/storefront.js';
import type { Database } from '../../src/storage/database.js';
import { createSqlStorage } from '../../src/storage/sql/create-sql-storage.js';
import { sharedSigningKey, startTestApp, storefrontConfig, type TestApp } from '../harness.js';
import { emptyDatabase } from '../support/reset.js';

/** The API key of the server under the contract suite (and the search service's bearer). */
export const CONTRACT_API_KEY = 'test-api-key';

const seed = { storeId: STORE_ID, ...sampleShop };

/** The server under the contract suite: its address, its target API and its shutdown. */
export interface ContractServer {
  readonly url: string;
  /** What the contract suite sees of it (packages/storefront-backend/test/contract/target.ts). */
  readonly target: ContractTarget;
  /** Empties the database and seeds the sample shop again; the clock and codes start over. */
  reset(): Promise<void>;
  /** An ID token for a phone-verified shopper, signed with the server's key. */
  tokenFor(phone: string, sub?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The whole server — `createApp` with the storefront backend over the SQL storage of
 * `database`, the sandbox payment window, RS256 tokens, public reads kept as in production —
 * listening on 127.0.0.1 and a free port, as the contract suite's target: its clock is one the
 * suite moves (from the sample data's "today") and its one-time codes, random, go to a sender
 * whose last code per phone the suite reads.
 *
 * @example
 * const server = await startContractServer(await freshPgliteDatabase());
 * provideContractTarget(server.target);
 */
export async function startContractServer(database: Database): Promise<ContractServer> {
  const answers = createAnswerCache(() => Date.now());
  const storage = await createSqlStorage(database, {
    seed,
    // As main.ts: PGlite runs one statement at a time, so one heavy read at once.
    heavyReads: database.engine === 'postgres' ? 4 : 1,
    onStockChange: () => answers.invalidate(),
  });
  const signingKey = await sharedSigningKey();
  const identity = { issuer: 'http://127.0.0.1', clientId: LOCAL_CLIENT_ID };
  const clock = new ContractClock();
  const codes = new SentCodes();
  const storefront = createStorefront(
    storefrontConfig({ apiKey: CONTRACT_API_KEY, identity }),
    storage,
    signingKey,
    {
      clock,
      sms: { sendOtp: (phone, code) => Promise.resolve(codes.record(phone, code)) },
    },
  );
  const app: TestApp = await startTestApp({
    config: { trustProxy: false, publicUrl: identity.issuer, razorpay: null },
    publicKeys: [signingKey.publicJwk],
    graphql: { edge: storefront.backend.graphqlEdge, answers },
    storefront,
  });
  const { deps } = storefront;
  const tokenFor = async (phone: string, sub?: string) => {
    const now = deps.clock.now();
    const user = await verifiedUser(deps, phone, now, sub);
    return (await startSession(deps, user, now)).idToken;
  };
  const reset = async () => {
    await emptyDatabase(database);
    await createSqlStorage(database, { seed });
    answers.invalidate();
    clock.reset();
    codes.clear();
  };
  return {
    url: app.url,
    target: {
      urls: {
        graphql: `${app.url}/graphql`,
        search: `${app.url}/search-service`,
        ip: `${app.url}/api/get-ip`,
        cdn: `${app.url}/cdn`,
        paymentWindow: `${app.url}/mock-razorpay/pay`,
        userPool: `${app.url}/cognito-idp`,
        admin: `${app.url}/admin/graphql`,
      },
      apiKey: CONTRACT_API_KEY,
      tokenFor,
      async addStaff(phone, role) {
        const added = await addStaffByPhone(
          deps,
          { kind: 'system', id: 'staff:add' },
          { phone, role },
        );
        if (!added.ok) throw new Error(added.message);
      },
      phoneProofFor: async (phone) => (await issuePhoneProof(deps, phone, deps.clock.now())).proof,
      lastCodeFor: (phone) => codes.lastFor(phone),
      advanceClock: (ms) => clock.advance(ms),
      reset,
    },
    reset,
    tokenFor,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
