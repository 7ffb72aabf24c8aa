// Writes src/generated/typeDefs.ts and src/generated/adminTypeDefs.ts (not tracked) from
// schema.graphql and admin.graphql so each SDL is importable from Vite, Vitest and plain
// Node/tsx alike. Run by `pnpm codegen` (this package's and the root's).
import { mkdir, readFile, writeFile } from 'node:fs/promises';

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
    what: 'The admin SDL (admin.graphql)',
  },
];

await mkdir(new URL('src/generated/', root), { recursive: true });
for (const { sdl, file, name, what } of outputs) {
  const text = await readFile(new URL(sdl, root), 'utf8');
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
