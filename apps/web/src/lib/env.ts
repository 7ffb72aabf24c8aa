import { envFrom, type Env } from './envFrom';
import type { CheckedEnv } from './checkEnv';

export type { Env } from './envFrom';

/** The `VITE_` variables as vite.config checked them (`checkEnv`), put in by Vite's `define`. */
declare const __HAAT_ENV__: CheckedEnv;

/** The app's configuration, from the variables checked once, at build time (see checkEnv.ts). */
export const env: Env = envFrom(__HAAT_ENV__);
