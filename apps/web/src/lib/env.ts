import { parseEnv, type Env } from './parseEnv';

export type { Env } from './parseEnv';

/** The app's configuration, parsed once from Vite's `import.meta.env` (see parseEnv.ts). */
export const env: Env = parseEnv(import.meta.env);
