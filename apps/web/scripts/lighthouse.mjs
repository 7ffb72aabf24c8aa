// Lighthouse (mobile) on the home page and a product page of a build served by `vite preview`.
// Runs each page several times and fails when the median performance is under 90 or the median
// accessibility under 95. Not part of the test command (a run takes ~15 s a page).
//
//   pnpm build && pnpm lighthouse
//   LH_OUT_DIR=dist-x LH_PORT=4300 LH_RUNS=3 pnpm lighthouse
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const THRESHOLDS = { performance: 90, accessibility: 95 };
const PAGES = ['/', '/products/vitamin-c-brightening-serum'];
const port = Number(process.env.LH_PORT ?? 4174);
const outDir = process.env.LH_OUT_DIR ?? 'dist';
const runs = Number(process.env.LH_RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;
const appDir = fileURLToPath(new URL('..', import.meta.url));
const chromeFlags =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitForServer(url, tries = 60) {
  for (let i = 0; i < tries; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

function lighthouse(url, output) {
  const result = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${chromeFlags}`,
      '--form-factor=mobile',
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
  };
}

const server = spawn(
  'pnpm',
  [
    'exec',
    'vite',
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
    '--outDir',
    outDir,
  ],
  { cwd: appDir, stdio: 'ignore' },
);
let failed = false;
try {
  await waitForServer(base);
  const dir = mkdtempSync(join(tmpdir(), 'haat-lighthouse-'));
  for (const page of PAGES) {
    const scores = [];
    for (let run = 0; run < runs; run += 1) {
      scores.push(
        lighthouse(`${base}${page}`, join(dir, `${page.replace(/\W+/g, '_')}-${run}.json`)),
      );
    }
    const perf = median(scores.map((s) => s.performance));
    const a11y = median(scores.map((s) => s.accessibility));
    const lcp = median(scores.map((s) => s.lcp));
    console.log(
      `${page}: performance ${perf} (runs ${scores.map((s) => s.performance).join(', ')}), ` +
        `accessibility ${a11y}, LCP ${(lcp / 1000).toFixed(1)} s`,
    );
    if (perf < THRESHOLDS.performance || a11y < THRESHOLDS.accessibility) failed = true;
  }
} finally {
  server.kill();
}
if (failed) {
  console.error(
    `Below the thresholds (performance ${THRESHOLDS.performance}, accessibility ${THRESHOLDS.accessibility}).`,
  );
  process.exit(1);
}
