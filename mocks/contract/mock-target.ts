import { addStaffByPhone, issuePhoneProof } from '@haat/storefront-backend';
import { ContractClock, SentCodes, type ContractTarget } from '@haat/storefront-backend/contract';
import type { SetupServer } from 'msw/node';
import type { MockConfig } from '../config.js';
import { adminGraphqlUrl } from '../handlers/admin-graphql.js';
import { paymentWindowUrl } from '../handlers/payment-window.js';
import { createMockServer, mockIdToken } from '../node.js';

/** The mock host's addresses and key under the contract suite (absolute: Node's fetch). */
const CONTRACT_CONFIG = {
  graphqlUrl: 'http://localhost:3000/graphql',
  searchUrl: 'http://search.test/v1',
  ipUrl: 'http://localhost:3000/api/get-ip',
  cdnUrl: 'http://cdn.test',
  apiKey: 'test-api-key',
  cognito: { endpoint: 'http://localhost:3000/cognito-idp' },
} as const satisfies MockConfig;

/**
 * The mock host as the contract suite's target: an MSW server in the test process (listen
 * around the tests) over a clock the suite moves, with random one-time codes the suite reads
 * (no fixed code), answering at {@link CONTRACT_CONFIG}'s addresses.
 *
 * @example
 * const { server, target } = mockContractTarget();
 * beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 * provideContractTarget(target);
 */
export function mockContractTarget(): { server: SetupServer; target: ContractTarget } {
  const clock = new ContractClock();
  const codes = new SentCodes();
  const server = createMockServer({
    ...CONTRACT_CONFIG,
    now: clock.now,
    onOtp: (phone, code) => codes.record(phone, code),
  });
  const host = server.backend;
  const target: ContractTarget = {
    urls: {
      graphql: CONTRACT_CONFIG.graphqlUrl,
      search: CONTRACT_CONFIG.searchUrl,
      ip: CONTRACT_CONFIG.ipUrl,
      cdn: CONTRACT_CONFIG.cdnUrl,
      paymentWindow: paymentWindowUrl(CONTRACT_CONFIG.graphqlUrl),
      userPool: CONTRACT_CONFIG.cognito.endpoint,
      admin: adminGraphqlUrl(CONTRACT_CONFIG.graphqlUrl),
    },
    apiKey: CONTRACT_CONFIG.apiKey,
    tokenFor: (phone, sub) => mockIdToken(host, { phone, sub }),
    async addStaff(phone, role) {
      const added = await addStaffByPhone(
        host.deps,
        { kind: 'system', id: 'staff:add' },
        { phone, role },
      );
      if (!added.ok) throw new Error(added.message);
    },
    phoneProofFor: async (phone) => (await issuePhoneProof(host.deps, phone, clock.now())).proof,
    lastCodeFor: (phone) => codes.lastFor(phone),
    advanceClock: (ms) => clock.advance(ms),
    async reset() {
      await host.reset();
      clock.reset();
      codes.clear();
    },
  };
  return { server, target };
}
