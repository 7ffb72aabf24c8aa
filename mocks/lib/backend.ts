import type { GraphQLSchema } from 'graphql';
import { mockDefaults, type MockConfig } from '../config.js';
import { clockFrom, type Clock } from './clock.js';
import { createMockState, type MockState } from './state/index.js';
import { FlakyCounter } from './transport.js';

/** What lives as long as the mock backend: configuration, state, clock and the bound schema. */
export interface MockBackend {
  readonly config: MockConfig;
  readonly state: MockState;
  readonly clock: Clock;
  readonly flaky: FlakyCounter;
  readonly slowMs: number;
  readonly timeoutMs: number;
  readonly codConfirmAfterMs: number;
  readonly pageScenario: () => string | null;
  readonly onOtp: (phone: string, code: string) => void;
  /** Filled once the resolvers are bound (see handlers/index.ts). */
  schema: GraphQLSchema | null;
  /** Forgets all state and scenario counters. */
  reset(): void;
}

const defaultOnOtp = (phone: string, code: string): void => {
  if (typeof window !== 'undefined') console.info(`[mock OTP] ${phone}: ${code}`);
};

/** A backend with fresh (or, in the browser, reloaded) state. */
export function createBackend(config: MockConfig): MockBackend {
  const state = createMockState(config.storage);
  const flaky = new FlakyCounter();
  return {
    config,
    state,
    clock: clockFrom(config.now),
    flaky,
    slowMs: config.slowMs ?? mockDefaults.slowMs,
    timeoutMs: config.timeoutMs ?? mockDefaults.timeoutMs,
    codConfirmAfterMs: config.codConfirmAfterMs ?? mockDefaults.codConfirmAfterMs,
    pageScenario: config.pageScenario ?? (() => null),
    onOtp: config.onOtp ?? defaultOnOtp,
    schema: null,
    reset() {
      state.reset();
      flaky.reset();
    },
  };
}
