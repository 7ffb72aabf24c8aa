import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { issuePhoneProof, verifiedUser } from '@haat/storefront-backend';
import { LOCAL_CLIENT_ID } from '../../src/config.js';
import { createAnswerCache } from '../../src/graphql/answer-cache.js';
import { backendGraphql, createStorefront } from '../../src/shop/storefront.js';
import type { Database } from '../../src/storage/database.js';
import { createSqlStorage } from '../../src/storage/sql/create-sql-storage.js';
import { sharedSigningKey, startTestApp, type TestApp } from '../harness.js';
import { emptyDatabase } from '../support/reset.js';

/** The mock contract suite's API key and fixed one-time code (mocks/tests/harness.ts). */
export const CONTRACT_API_KEY = 'test-api-key';
const CONTRACT_FIXED_OTP = '123456';

const seed = { storeId: STORE_ID, ...sampleShop };

/** The server under the contract suite: its address, a fresh shop per test, a token minter. */
export interface ContractServer {
  readonly url: string;
  /** Empties the database and seeds the sample shop again (the suite's state per test). */
  reset(): Promise<void>;
  /** An ID token for a phone-verified shopper, signed with the server's key. */
  tokenFor(phone: string): Promise<string>;
  /** A proof of a phone (`+91…`) for a guest's cash-on-delivery order, in the server's storage. */
  phoneProofFor(phone: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The whole server — `createApp` with the storefront backend over the SQL storage of
 * `database`, the sandbox payment window, RS256 tokens — listening on 127.0.0.1 and a free port,
 * configured as the mock contract suite expects (its API key, fixed code `123456`).
 *
 * @example
 * const server = await startContractServer(await freshPgliteDatabase());
 */
export async function startContractServer(database: Database): Promise<ContractServer> {
  // As in production: public reads are kept until stock changes (or the shop is reseeded).
  const answers = createAnswerCache(() => Date.now());
  const storage = await createSqlStorage(database, {
    seed,
    onStockChange: () => answers.invalidate(),
  });
  const signingKey = await sharedSigningKey();
  const identity = { issuer: 'http://127.0.0.1', clientId: LOCAL_CLIENT_ID };
  const storefront = createStorefront(
    {
      apiKey: CONTRACT_API_KEY,
      fixedOtp: CONTRACT_FIXED_OTP,
      paymentHoldMinutes: 20,
      identity,
      razorpay: null,
      sms: { provider: 'console' },
    },
    storage,
    signingKey,
    { print: () => undefined },
  );
  const app: TestApp = await startTestApp({
    config: {
      apiKey: CONTRACT_API_KEY,
      trustProxy: false,
      publicUrl: identity.issuer,
      razorpay: null,
    },
    publicKeys: [signingKey.publicJwk],
    verifier: storefront.deps.tokens.verifier,
    graphql: { ...backendGraphql(storefront.backend), answers },
    storefront,
  });
  const { deps } = storefront;
  return {
    url: app.url,
    async reset() {
      await emptyDatabase(database);
      await createSqlStorage(database, { seed });
      answers.invalidate();
    },
    async tokenFor(phone) {
      const now = deps.clock.now();
      const user = await verifiedUser(deps, phone, now);
      return (await deps.tokens.signer.signIn({ userId: user.id, phone: user.phone }, now)).idToken;
    },
    async phoneProofFor(phone) {
      return (await issuePhoneProof(deps, phone, deps.clock.now())).proof;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
