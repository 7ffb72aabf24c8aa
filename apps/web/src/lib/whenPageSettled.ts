import { useSystemStore } from '@/stores/systemStore';

/**
 * Runs `work` once the store data has settled (the system store's ready flag, set on success and
 * on failure), the first page has rendered (its code loaded: `pageShown`) and the browser is then
 * idle. Code that is not what the shopper came to see — tracking, third-party scripts,
 * attribution capture, the toaster — is then fetched after the first screen's own requests (its
 * data, its code, its banner or gallery: the LCP) instead of competing with them for the phone's
 * few connections. Returns a cancel function.
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
  const settled = ({ ready, pageShown }: { ready: boolean; pageShown: boolean }) =>
    ready && pageShown;
  if (settled(useSystemStore.getState())) {
    whenIdle();
    return () => cancelIdle();
  }
  const stopWaiting = useSystemStore.subscribe((state) => {
    if (!settled(state)) return;
    stopWaiting();
    whenIdle();
  });
  return () => {
    stopWaiting();
    cancelIdle();
  };
}
