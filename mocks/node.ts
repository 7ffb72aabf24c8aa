import { setupServer, type SetupServer } from 'msw/node';
import { createMockApi, type MockBackend } from './handlers/index.js';
import type { MockConfig } from './config.js';

export type { MockConfig } from './config.js';
export { createHandlers, createMockApi } from './handlers/index.js';
export { mockIdToken } from './lib/auth.js';
export { SCENARIO_HEADER, scenarioNames, type ScenarioName } from './lib/scenarios.js';
export { FIXED_OTP_CODE, OTP_LIMITS } from './lib/otp.js';

const backends = new Set<MockBackend>();

/** An MSW server with the mock backend for tests; call `listen()` / `close()` around them. */
export function createMockServer(config: MockConfig): SetupServer & { backend: MockBackend } {
  const api = createMockApi(config);
  backends.add(api.backend);
  return Object.assign(setupServer(...api.handlers), { backend: api.backend });
}

/** Forgets all mock state (orders, users, OTPs, idempotency keys …) of every server created here. */
export function resetMockState(): void {
  for (const backend of backends) backend.reset();
}
