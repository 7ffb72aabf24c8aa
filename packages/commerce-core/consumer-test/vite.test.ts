import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { listFiles, writeFiles } from './support/files.js';

const { consumerDir } = inject('consumer');

/** Most gzipped bytes one imported function may add to an app (measured: 250 for messageAmount). */
const ONE_FUNCTION_BUDGET = 1024;

const page = `<!doctype html>
<html lang="en">
  <body>
    <p id="total"></p>
    <script type="module" src="./main.js"></script>
  </body>
</html>
`;

// Three builds of the same page: without the package, with one function, with all of it.
const apps = {
  baseline: `document.querySelector('#total').textContent = String(125000.5);\n`,
  'one-function': `import { messageAmount } from '@haat/commerce-core';

document.querySelector('#total').textContent = messageAmount(125000.5);
`,
  everything: `import * as core from '@haat/commerce-core';

document.querySelector('#total').textContent = Object.values(core).length + core.messageAmount(125000.5);
`,
};

type App = keyof typeof apps;

/** Gzipped bytes and text of the JavaScript a production build of one app emits. */
async function buildApp(app: App): Promise<{ gzipped: number; code: string }> {
  const root = join(consumerDir, 'vite', app);
  const outDir = join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const scripts = (await listFiles(outDir)).filter((file) => file.endsWith('.js'));
  const code = (
    await Promise.all(scripts.map((file) => readFile(join(outDir, file), 'utf8')))
  ).join('\n');
  return { gzipped: gzipSync(code, { level: 9 }).length, code };
}

describe('the installed package in a Vite production build', () => {
  const built = new Map<App, { gzipped: number; code: string }>();

  beforeAll(async () => {
    for (const [app, main] of Object.entries(apps)) {
      await writeFiles(join(consumerDir, 'vite', app), { 'index.html': page, 'main.js': main });
    }
    for (const app of Object.keys(apps) as App[]) built.set(app, await buildApp(app));
  });

  it(`adds at most ${ONE_FUNCTION_BUDGET} gzipped bytes for one imported function and drops the rest`, () => {
    const baseline = built.get('baseline')!;
    const one = built.get('one-function')!;
    const everything = built.get('everything')!;
    const added = one.gzipped - baseline.gzipped;
    const all = everything.gzipped - baseline.gzipped;
    expect(added, `one function adds ${added} B gzipped (all of it ${all} B)`).toBeLessThanOrEqual(
      ONE_FUNCTION_BUDGET,
    );
    expect(added).toBeGreaterThan(0);
    // Tree-shaking, not just a small library: the whole package weighs far more, and no other
    // rule's wording reaches the one-function bundle.
    expect(all).toBeGreaterThan(10 * added);
    for (const wording of ['Invalid Coupon', 'Cash on Delivery', 'Try again in sometime']) {
      expect(everything.code).toContain(wording);
      expect(one.code).not.toContain(wording);
    }
  });
});
