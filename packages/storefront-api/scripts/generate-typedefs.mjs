// Writes src/generated/typeDefs.ts (not tracked) from schema.graphql so the SDL is importable from
// Vite, Vitest and plain Node/tsx alike. Run by `pnpm codegen` (this package's and the root's).
import { mkdir, readFile, writeFile } from 'node:fs/promises';

const root = new URL('../', import.meta.url);
const sdl = await readFile(new URL('schema.graphql', root), 'utf8');
const escaped = sdl.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${');
const source = [
  '// Generated from schema.graphql by scripts/generate-typedefs.mjs — do not edit.',
  '// Regenerate with `pnpm codegen`.',
  '',
  '/** The storefront SDL (schema.graphql) as a string. */',
  `export const typeDefs: string = \`${escaped}\`;`,
  '',
].join('\n');

await mkdir(new URL('src/generated/', root), { recursive: true });
await writeFile(new URL('src/generated/typeDefs.ts', root), source);
console.info('src/generated/typeDefs.ts written');
