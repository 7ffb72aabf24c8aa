import { envFrom, type Env } from './envFrom';
import type { CheckedEnv } from './checkEnv';

export type { Env } from './envFrom';

/** The `VITE_` variables as vite.config checked them (`checkEnv`), put in by Vite's `define`. */
declare const __HAAT_ENV__: CheckedEnv;

/** The app's configuration, from the variables checked once, at build time (see checkEnv.ts). */
export const env: Env = envFrom(__HAAT_ENV__);

/**
 * Resolves the build's relative addresses (API, CDN) against `origin` instead of the page's: a
 * server render has no page, so it uses the shop's public address (once, at start).
 *
 * @example
 * resolveEnvAgainst('https://haat.in'); // env.imageCdnUrl === 'https://haat.in/cdn'
 */
export function resolveEnvAgainst(origin: string): void {
  Object.assign(env, envFrom(__HAAT_ENV__, origin));
}
