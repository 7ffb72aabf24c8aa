// Writes src/generated/typeDefs.ts and src/generated/adminTypeDefs.ts (not tracked) from
// schema.graphql and admin.graphql so each SDL is importable from Vite, Vitest and plain
// Node/tsx alike, and src/generated/admin.graphql: the admin SDL as served (with the storefront
// enums it shares, see admin-sdl.mjs) for the resolver types and the console's typed documents.
// Run by `pnpm codegen` (this package's and the root's).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { adminSdl } from './admin-sdl.mjs';

const root = new URL('../', import.meta.url);
const outputs = [
  {
    sdl: 'schema.graphql',
    file: 'typeDefs.ts',
    name: 'typeDefs',
    what: 'The storefront SDL (schema.graphql)',
  },
  {
    sdl: 'admin.graphql',
    file: 'adminTypeDefs.ts',
    name: 'adminTypeDefs',
    what: 'The admin SDL (admin.graphql, with the storefront enums it shares)',
  },
];

const read = (sdl) => readFile(new URL(sdl, root), 'utf8');
const storefront = await read('schema.graphql');
const sdlText = async (sdl) =>
  sdl === 'admin.graphql' ? adminSdl(await read(sdl), storefront) : read(sdl);

await mkdir(new URL('src/generated/', root), { recursive: true });
await writeFile(new URL('src/generated/admin.graphql', root), await sdlText('admin.graphql'));
console.info('src/generated/admin.graphql written');
for (const { sdl, file, name, what } of outputs) {
  const text = await sdlText(sdl);
  const escaped = text.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${');
  const source = [
    `// Generated from ${sdl} by scripts/generate-typedefs.mjs — do not edit.`,
    '// Regenerate with `pnpm codegen`.',
    '',
    `/** ${what} as a string. */`,
    `export const ${name}: string = \`${escaped}\`;`,
    '',
  ].join('\n');
  await writeFile(new URL(`src/generated/${file}`, root), source);
  console.info(`src/generated/${file} written`);
}
