import { vi } from 'vitest';

// The web project runs without isolation (vitest.config.ts): one worker and one jsdom serve file
// after file, which saves a process, a jsdom and the packages' imports per file. This file runs
// first before each test file and leaves what an isolated file would find: the app's modules
// evaluated anew (their module state — loaders, listeners, kept proofs, the mock host — starts
// empty; node_modules packages stay loaded), no globals or env stubbed by the previous file, real
// timers, and a blank document at the start URL without cookies or storage. It imports nothing
// of the app, so nothing of the previous file's copies survives into the next.

vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
if (vi.isFakeTimers()) vi.useRealTimers();

// The clock as the worker's first file found it. vi.useRealTimers() (in a file's afterEach) puts
// back other timer functions than the environment's first ones, and React's transitions then
// stall in the files after it (a listing stopped at 48 of 60 cards): each file gets the first.
const CLOCK = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'Date',
  'performance',
] as const;
const first = globalThis as typeof globalThis & { __firstClock?: Map<string, unknown> };
first.__firstClock ??= new Map(CLOCK.map((name) => [name, Reflect.get(globalThis, name)]));
for (const [name, value] of first.__firstClock) {
  if (Reflect.get(globalThis, name) !== value) Reflect.set(globalThis, name, value);
}

/** jsdom's URL for every file (Vitest's default `environmentOptions.jsdom.url`). */
const START_URL = 'http://localhost:3000/';

if (window.location.href !== START_URL) window.history.replaceState(null, '', START_URL);
document.head.replaceChildren();
document.body.replaceChildren();
document.title = '';
for (const element of [document.documentElement, document.body]) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
localStorage.clear();
sessionStorage.clear();
