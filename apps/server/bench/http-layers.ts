/**
 * Chooses the HTTP + GraphQL layer by measurement (issue 13): each target runs in its own child
 * process on 127.0.0.1 and answers the storefront's product-page query from one in-memory
 * product; autocannon loads it from this process. Targets take turns, BENCH_ROUNDS (3) rounds in
 * a rotating order, so a noisy neighbour on a shared machine hurts them alike; the table shows
 * each target's median round. Bounded: BENCH_SECONDS (5) per turn after a 1 s warm-up,
 * BENCH_CONNECTIONS (10) connections, loopback only.
 *
 *   pnpm --filter @haat/server bench
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { REQUEST_BODY } from './fixture.js';
import { measureLoad, type LoadFigures } from './load.js';

interface Target {
  readonly name: string;
  readonly file: string;
  readonly env?: Record<string, string>;
}

const TARGETS: readonly Target[] = [
  { name: 'bare node:http (ceiling)', file: 'bare.ts' },
  { name: 'node:http + graphql-js', file: 'graphql-js.ts' },
  { name: 'node:http + graphql-jit', file: 'graphql-jit.ts' },
  { name: 'graphql-yoga', file: 'yoga.ts' },
  { name: 'fastify + mercurius', file: 'mercurius.ts' },
  { name: 'fastify + mercurius (jit)', file: 'mercurius.ts', env: { BENCH_JIT: '1' } },
];

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const only = process.env.BENCH_ONLY;

interface Figures extends LoadFigures {
  readonly name: string;
}

function start(target: Target): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(fileURLToPath(new URL(`targets/${target.file}`, import.meta.url)), {
    execArgv: ['--conditions=source', '--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', ...target.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) =>
      resolve({ child, url: `http://127.0.0.1:${message.port}/graphql` }),
    );
    child.once('exit', (code) => reject(new Error(`${target.name} exited with ${code}`)));
  });
}

const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };

/** The `data` every target must answer, compared before any load (same answer, fair race). */
async function answerOf(url: string): Promise<string> {
  const response = await fetch(url, { ...post, body: REQUEST_BODY });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (response.status !== 200 || body.errors) {
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body.errors)}`);
  }
  return JSON.stringify(body.data);
}

const load = (url: string, duration: number): Promise<LoadFigures> =>
  measureLoad({ url, connections, seconds: duration, headers: {}, body: REQUEST_BODY });

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const cpu = cpus();
console.info(
  `${new Date().toISOString().slice(0, 10)} · Node ${process.version} · ${cpu.length} × ${cpu[0]?.model ?? '?'}`,
);
console.info(
  `${connections} connections, ${rounds} rounds of ${seconds} s per target (median shown), loopback\n`,
);

const chosen = TARGETS.filter((t) => !only || t.file === 'bare.ts' || t.name.includes(only));
const running = await Promise.all(
  chosen.map(async (target) => ({ target, ...(await start(target)) })),
);
let rows: Figures[] = [];
try {
  const answers = await Promise.all(running.map(({ url }) => answerOf(url)));
  running.forEach(({ target }, i) => {
    if (answers[i] !== answers[0])
      throw new Error(`${target.name} answered other data than the ceiling`);
  });
  for (const { url } of running) await load(url, 1);
  const results = running.map(() => [] as LoadFigures[]);
  for (let round = 0; round < rounds; round += 1) {
    for (let turn = 0; turn < running.length; turn += 1) {
      const index = (turn + round) % running.length;
      const target = running[index];
      if (target) results[index]?.push(await load(target.url, seconds));
    }
  }
  rows = running.map(({ target }, i) => {
    const runs = results[i] ?? [];
    const pick = (key: keyof LoadFigures) => median(runs.map((run) => run[key]));
    return {
      name: target.name,
      requestsPerSecond: pick('requestsPerSecond'),
      p50: pick('p50'),
      p95: pick('p95'),
      p99: pick('p99'),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
    };
  });
} finally {
  for (const { child } of running) child.kill('SIGTERM');
}

const ceiling = rows[0]?.requestsPerSecond ?? NaN;
const ms = (value: number) => value.toFixed(2).padStart(7);
console.info('| layer | req/s | × ceiling | p50 ms | p95 ms | p99 ms | errors |');
console.info('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.info(
    `| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${(row.requestsPerSecond / ceiling).toFixed(2)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.errors} |`,
  );
}
