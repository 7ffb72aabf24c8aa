import { useSystemStore } from '@/stores/systemStore';

/**
 * Runs `work` once the store data has settled (the system store's ready flag, set on success and
 * on failure) and the browser is then idle. Code that is not what the shopper came to see —
 * tracking, third-party scripts, attribution capture, the toaster — is then fetched after the
 * first screen's own requests (its data, its banner: the LCP) instead of competing with them for
 * the phone's few connections. Returns a cancel function.
 */
export function whenPageSettled(work: () => void): () => void {
  let cancelIdle = () => undefined as void;
  const whenIdle = () => {
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(work, 1);
      cancelIdle = () => clearTimeout(timer);
      return;
    }
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    cancelIdle = () => window.cancelIdleCallback(id);
  };
  if (useSystemStore.getState().ready) {
    whenIdle();
    return () => cancelIdle();
  }
  const stopWaiting = useSystemStore.subscribe((state) => {
    if (!state.ready) return;
    stopWaiting();
    whenIdle();
  });
  return () => {
    stopWaiting();
    cancelIdle();
  };
}
