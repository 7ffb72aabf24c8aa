import { defineConfig, type Options } from 'tsup';

// The published build. The workspace never uses dist: it imports src through the `source`
// condition. Both builds carry source maps into the src/ files that ship beside dist/ (tests
// excluded), without a second copy of the sources inside the maps.
const shared: Options = {
  platform: 'neutral',
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  // tsup 8.5 passes `baseUrl` to the declaration build, which TypeScript 6 rejects unless told
  // to ignore the deprecation (tsup issue #1388); the option changes nothing else.
  dts: { entry: { index: 'src/index.ts' }, compilerOptions: { ignoreDeprecations: '6.0' } },
};

export default defineConfig([
  {
    // ESM keeps one module per source file: with `sideEffects: false` a bundler then drops
    // every rule an app does not import (a single bundle would keep each module's top-level
    // constants). Declarations: one bundled dist/esm/index.d.ts.
    ...shared,
    entry: ['src/**/*.ts', '!src/**/__tests__/**'],
    format: 'esm',
    bundle: false,
    outDir: 'dist/esm',
    clean: true,
  },
  {
    // CommonJS, for `require` (Node 20, Jest's default setup): one file and dist/cjs/index.d.cts.
    ...shared,
    entry: { index: 'src/index.ts' },
    format: 'cjs',
    outDir: 'dist/cjs',
    clean: true,
  },
]);
