import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetMockState } from '@haat/mocks/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { useSessionStore } from '@/stores/sessionStore';
import { server } from './server';

// Two CI cores run every test file in parallel beside other work: findBy/waitFor return as soon
// as what they wait for appears, so the room costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: Radix's Select and Popover measure and scroll.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
if (!('hasPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
  });
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  await resetMockState();
  server.resetHandlers();
  localStorage.clear();
  useSessionStore.getState().set({ status: 'restoring' });
});
afterAll(() => server.close());
