import { beforeAll, describe, expect, inject, it } from 'vitest';
import { writeFiles } from './support/files.js';
import { toolBin } from './support/paths.js';
import { consumerEnv, run } from './support/run.js';

const { consumerDir } = inject('consumer');

// A consumer's strict settings; skipLibCheck off, so the package's own declarations are
// checked under them too.
const strict = { strict: true, noEmit: true, skipLibCheck: false, types: [], lib: ['es2022'] };
const node16 = { ...strict, module: 'node16', moduleResolution: 'node16' };
const bundler = { ...strict, module: 'esnext', moduleResolution: 'bundler' };
const tsconfig = (compilerOptions: object, files: string[]) =>
  `${JSON.stringify({ compilerOptions, files }, null, 2)}\n`;

const files = {
  // ESM under node16 (the project is "type": "module") and under bundler resolution.
  'ts/checkout.ts': `import { computeCartTotals, type CartTotals, type Coupon } from '@haat/commerce-core';

const coupon: Coupon = { id: 'c1', code: 'GLOW10', couponType: 'PERCENTAGE', getYPercentage: 10 };
const totals: CartTotals = computeCartTotals({
  items: [{ id: 'p1', price: 499, qty: 2 }],
  coupon,
  paymentMethod: 'PREPAID',
});
export const payable: number = totals.grandTotal;
`,
  // CommonJS under node16: the import compiles to require and resolves the .d.cts.
  'ts/receipt.cts': `import { messageAmount, type Paise, toPaise } from '@haat/commerce-core';

const paise: Paise = toPaise(1048);
export const shown: string = messageAmount(paise / 100);
`,
  // The mistake the types exist to catch: a price typed as text, as a form sends it.
  'ts/wrong-call.ts': `import { computeCartTotals } from '@haat/commerce-core';

export const totals = computeCartTotals({
  items: [{ id: 'p1', price: '499', qty: 1 }],
  paymentMethod: 'COD',
});
`,
  // One program per resolution mode, the mistake included: exactly that one error is expected.
  'tsconfig.node16.json': tsconfig(node16, [
    'ts/checkout.ts',
    'ts/receipt.cts',
    'ts/wrong-call.ts',
  ]),
  'tsconfig.bundler.json': tsconfig(bundler, ['ts/checkout.ts', 'ts/wrong-call.ts']),
};

const tsc = (project: string) =>
  run(
    toolBin('tsc'),
    ['-p', project, '--pretty', 'false', '--listFiles'],
    consumerDir,
    consumerEnv(),
  );

const WRONG_PRICE =
  "ts/wrong-call.ts(4,23): error TS2322: Type 'string' is not assignable to type 'Maybe<number>'.";

const errors = (stdout: string) => stdout.split('\n').filter((line) => line.includes('error TS'));

describe('the installed package from TypeScript (strict)', () => {
  beforeAll(() => writeFiles(consumerDir, files));

  it('under node16 checks ESM and CommonJS against dist/esm/index.d.ts and dist/cjs/index.d.cts, and reports a price passed as text', async () => {
    const result = await tsc('tsconfig.node16.json');
    expect(errors(result.stdout)).toEqual([WRONG_PRICE]);
    expect(result.code).not.toBe(0);
    expect(result.stdout).toMatch(/node_modules\/@haat\/commerce-core\/dist\/esm\/index\.d\.ts$/m);
    expect(result.stdout).toMatch(/node_modules\/@haat\/commerce-core\/dist\/cjs\/index\.d\.cts$/m);
  });

  it('under bundler resolution checks against dist/esm/index.d.ts, and reports a price passed as text', async () => {
    const result = await tsc('tsconfig.bundler.json');
    expect(errors(result.stdout)).toEqual([WRONG_PRICE]);
    expect(result.code).not.toBe(0);
    expect(result.stdout).toMatch(/node_modules\/@haat\/commerce-core\/dist\/esm\/index\.d\.ts$/m);
    expect(result.stdout).not.toMatch(/index\.d\.cts$/m);
  });
});
