import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '../useCountdown';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useCountdown', () => {
  it('reaches 0 when the wait ran out between the render and its effect', async () => {
    const rendered = 1_700_000_000_000;
    // The render reads the clock once; by the time the effect runs, 31 s have passed.
    vi.spyOn(Date, 'now')
      .mockReturnValueOnce(rendered)
      .mockReturnValue(rendered + 31_000);
    const { result } = renderHook(() => useCountdown(rendered + 30_000));
    expect(result.current).toBe(30);
    await waitFor(() => expect(result.current).toBe(0), { timeout: 5_000 });
  });
});
