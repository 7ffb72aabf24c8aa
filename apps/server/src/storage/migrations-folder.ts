import { fileURLToPath } from 'node:url';

/** Where drizzle-kit writes the migrations (`pnpm --filter @haat/server db:generate`). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
