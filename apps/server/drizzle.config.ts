import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @haat/server db:generate` writes a migration for each schema change; the server
// applies them at start (src/storage/database.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/storage/schema/index.ts',
  out: './src/storage/migrations',
  casing: 'snake_case',
});
