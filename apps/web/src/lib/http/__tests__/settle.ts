import { vi } from 'vitest';

/** Runs a request to completion while fake time moves on; answers its value or its error. */
export async function settle<T>(promise: Promise<T>) {
  const outcome = promise.then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}
