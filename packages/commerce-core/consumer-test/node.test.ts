import { beforeAll, describe, expect, inject, it } from 'vitest';
import { writeFiles } from './support/files.js';
import { consumerEnv, run } from './support/run.js';

const { consumerDir } = inject('consumer');

// The same small order through each entry point: ₹499.50 × 2 with ₹49 COD charges.
const order = `{ items: [{ id: 'p1', price: 499.5, qty: 2 }], paymentMethod: 'COD', charges: { codCharges: 49 } }`;

const files = {
  'node/esm.mjs': `import * as core from '@haat/commerce-core';
import { computeCartTotals, messageAmount } from '@haat/commerce-core';

const totals = computeCartTotals(${order});
console.log(JSON.stringify({
  entry: import.meta.resolve('@haat/commerce-core'),
  grandTotal: totals.grandTotal,
  shown: messageAmount(totals.grandTotal),
  exports: Object.keys(core).sort(),
}));
`,
  'node/cjs.cjs': `const core = require('@haat/commerce-core');
const { computeCartTotals, messageAmount } = require('@haat/commerce-core');

const totals = computeCartTotals(${order});
console.log(JSON.stringify({
  entry: require.resolve('@haat/commerce-core'),
  grandTotal: totals.grandTotal,
  shown: messageAmount(totals.grandTotal),
  exports: Object.keys(core).sort(),
}));
`,
};

interface Printed {
  readonly entry: string;
  readonly grandTotal: number;
  readonly shown: string;
  readonly exports: readonly string[];
}

const runNode = async (file: string): Promise<Printed> => {
  const result = await run(process.execPath, [file], consumerDir, consumerEnv());
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as Printed;
};

describe('the installed package from plain Node', () => {
  beforeAll(() => writeFiles(consumerDir, files));

  it('imports as ESM from dist/esm/index.js and prices an order', async () => {
    const esm = await runNode('node/esm.mjs');
    expect(esm.entry).toMatch(/\/node_modules\/@haat\/commerce-core\/dist\/esm\/index\.js$/);
    expect(esm).toMatchObject({ grandTotal: 1048, shown: '1,048' });
  });

  it('requires as CommonJS from dist/cjs/index.cjs with the same exports and results', async () => {
    const [esm, cjs] = [await runNode('node/esm.mjs'), await runNode('node/cjs.cjs')];
    expect(cjs.entry).toMatch(/\/node_modules\/@haat\/commerce-core\/dist\/cjs\/index\.cjs$/);
    expect(cjs).toMatchObject({ grandTotal: 1048, shown: '1,048' });
    expect(cjs.exports).toEqual(esm.exports);
    expect(cjs.exports).toEqual(expect.arrayContaining(['computeCartTotals', 'toPaise']));
  });
});
