import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetKeyboardNavigation } from '@/lib/keyboardNavigation';
import { server } from './server';

// Two CI cores run every test file in parallel, often beside other work: a lazy chunk's first
// import or a mocked request can take seconds there. findBy/waitFor return as soon as what they
// wait for appears, so the room costs a passing test nothing (the 1 s default is for quiet desks).
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; the router's scroll restoration and the checkout's
// problem messages (brought into view) call it.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  forgetKeyboardNavigation();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
