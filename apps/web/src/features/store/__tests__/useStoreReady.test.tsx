import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSystemStore } from '@/stores/systemStore';
import { StoreEffects } from '../components/StoreEffects';
import { useStoreSettings } from '../hooks/storeData';
import { useStoreReady } from '../hooks/useStoreReady';

beforeEach(() => useSystemStore.setState({ ready: false, store: null }));

describe('useStoreReady', () => {
  it('is never true in a render that still has the default settings', async () => {
    const seen: { ready: boolean; guestCheckout: boolean }[] = [];
    function Reader() {
      const ready = useStoreReady();
      const { guestCheckout } = useStoreSettings();
      seen.push({ ready, guestCheckout });
      return null;
    }
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <StoreEffects />
        <Reader />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(seen.at(-1)?.ready).toBe(true));
    // The mock store allows guest checkout; the defaults (before the data) do not.
    expect(seen[0]).toEqual({ ready: false, guestCheckout: false });
    expect(seen.filter((render) => render.ready)).not.toContainEqual(
      expect.objectContaining({ guestCheckout: false }),
    );
  });
});
