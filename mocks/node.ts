import { setupServer, type SetupServer } from 'msw/node';
import { nodeFont } from './lib/host/node-font.js';
import { createMockApi, type MockHost } from './handlers/index.js';
import type { MockConfig } from './config.js';

export type { MockConfig } from './config.js';
export type { MockHost } from './handlers/index.js';
export { createHandlers, createMockApi } from './handlers/index.js';
export { FIXED_OTP_CODE } from './lib/host/mock-host.js';
export { paymentWindowUrl } from './handlers/payment-window.js';
export { moveOrder, OTP_LIMITS } from '@haat/storefront-backend';
export { SCENARIO_HEADER, scenarioNames, type ScenarioName } from './lib/scenarios.js';

const hosts = new Set<MockHost>();

/** An MSW server with the mock host for tests; call `listen()` / `close()` around them. */
export function createMockServer(config: MockConfig): SetupServer & { backend: MockHost } {
  const api = createMockApi({ ...config, documentFont: config.documentFont ?? nodeFont });
  hosts.add(api.backend);
  return Object.assign(setupServer(...api.handlers), { backend: api.backend });
}

/**
 * A signed ID token (the mock host's user-pool signer) for a shopper with this phone, created
 * (phone-verified, with id `sub` when given) on first use: what signing in would give.
 */
export function mockIdToken(
  host: MockHost,
  shopper: { readonly phone: string; readonly sub?: string | undefined },
): Promise<string> {
  return host.idToken(shopper);
}

/** Forgets all mock state (orders, users, codes, idempotency keys …) of every server made here. */
export async function resetMockState(): Promise<void> {
  await Promise.all([...hosts].map((host) => host.reset()));
}
