// Fails when the JavaScript a shopper downloads before the home page is interactive grows past
// the budget. Counted: the entry chunk (the home route comes with it) and every chunk it imports
// statically (gzipped). Not counted: the mock backend, which only mocked builds load and real
// shoppers never download.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const seen = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
collect(entryKey);

let total = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key].file;
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  rows.push([file, (size / 1024).toFixed(1)]);
}
for (const [file, kb] of rows.sort((a, b) => b[1] - a[1]))
  console.log(`${kb.padStart(7)} KB  ${file}`);
const totalKb = total / 1024;
console.log(
  `Home route initial JavaScript: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`,
);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
