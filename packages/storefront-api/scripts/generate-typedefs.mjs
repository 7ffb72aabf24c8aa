// Writes src/typeDefs.ts from schema.graphql so the SDL is importable from Vite, Vitest and plain
// Node/tsx alike. Run with `pnpm --filter @haat/storefront-api generate`; a test fails when it is stale.
import { readFile, writeFile } from 'node:fs/promises';

const root = new URL('../', import.meta.url);
const sdl = await readFile(new URL('schema.graphql', root), 'utf8');

export function renderTypeDefs(source) {
  const escaped = source.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${');
  return [
    '// Generated from schema.graphql by scripts/generate-typedefs.mjs — do not edit.',
    '// Regenerate with `pnpm --filter @haat/storefront-api generate`.',
    '',
    '/** The storefront SDL (schema.graphql) as a string. */',
    `export const typeDefs: string = \`${escaped}\`;`,
    '',
  ].join('\n');
}

if (process.argv[1] && new URL(`file://${process.argv[1]}`).href === import.meta.url) {
  await writeFile(new URL('src/typeDefs.ts', root), renderTypeDefs(sdl));
  console.info('src/typeDefs.ts written');
}
