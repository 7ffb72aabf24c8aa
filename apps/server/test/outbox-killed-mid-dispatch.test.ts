import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NOTIFICATION_KINDS } from '@haat/storefront-backend';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAKE_AUTH_KEY } from './fakes/fake-msg91.js';
import { startFakeMsg91Flow } from './fakes/fake-msg91-flow.js';
import { startTestPostgres, type TestPostgres } from './support/postgres.js';
import { serveProcess, type ServeProcess } from './support/serve.js';

/**
 * Issue 23, item 4: shopper messages leave through the outbox exactly once even when a server
 * process is killed (SIGKILL) in the middle of sending them. 30 messages are queued; the first
 * process claims a batch and is killed while MSG91 (the fake, holding its answer) has the first
 * message; two processes are then started on the same database. Every message reaches MSG91
 * exactly once: the one in flight is marked unconfirmed (it went out) and never resent, the rest
 * of the dead process's batch is sent after its lease lapses, the others right away — and the
 * two processes never send the same message. Loopback only; bounded (30 messages, 90 s).
 */

const TEMPLATES = NOTIFICATION_KINDS.map((kind, i) => [kind, `tpl${i + 1}00000000000000`] as const);
const MESSAGES = 30;
const LEASE_SECONDS = 3;

let postgres: TestPostgres;
let dataDir: string;
let databaseUrl: string;
let db: pg.Pool;
let msg91: Awaited<ReturnType<typeof startFakeMsg91Flow>>;
const servers: ServeProcess[] = [];

beforeAll(async () => {
  postgres = await startTestPostgres();
  dataDir = await mkdtemp(join(tmpdir(), 'haat-outbox-killed-'));
  databaseUrl = await postgres.emptyDatabase('haat_outbox_killed');
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  msg91 = await startFakeMsg91Flow(TEMPLATES.map(([, id]) => id));
}, 60_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await msg91?.close();
  await db?.end();
  await postgres?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const serve = () => {
  const server = serveProcess(dataDir, {
    DATABASE_URL: databaseUrl,
    NOTIFY_CHANNELS: 'sms',
    MSG91_AUTH_KEY: FAKE_AUTH_KEY,
    MSG91_BASE_URL: msg91.baseUrl,
    MSG91_FLOW_TEMPLATES: TEMPLATES.map(([kind, id]) => `${kind}=${id}`).join(','),
    OUTBOX_INTERVAL_SECONDS: '1',
    OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
  });
  servers.push(server);
  return server;
};

/** Polls (bounded) until `done` holds; no timing is asserted. */
async function until(done: () => boolean | Promise<boolean>, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const statuses = async () =>
  (
    await db.query<{ status: string; n: string }>(
      'select status, count(*) as n from outbox group by status',
    )
  ).rows.reduce<Record<string, number>>(
    (all, row) => ({ ...all, [row.status]: Number(row.n) }),
    {},
  );

it(
  'sends every message exactly once across a SIGKILL mid-dispatch and two restarted processes',
  { timeout: 120_000 },
  async () => {
    const first = serve();
    await first.listening();
    // Queue the messages as the order services will (wave 2): rows written by a transaction.
    // MSG91 holds its answers, so the first process stops on its first send.
    msg91.behave({ kind: 'hold' });
    const now = Date.now();
    await db.query(
      `insert into outbox (id, dedupe_key, channel, kind, recipient, variables, order_id, created_at, available_at)
       select 'm' || lpad(n::text, 3, '0'), 'order-' || n || ':delivered:S1:sms', 'sms', 'delivered',
              '+9198765' || lpad(n::text, 5, '0'),
              jsonb_build_object('shop', 'Haat', 'orderCode', 'HAAT-K' || n), 'order-' || n, $1::bigint + n, $1::bigint + n
       from generate_series(1, ${MESSAGES}) as n`,
      [now],
    );
    await until(() => msg91.held() === 1, 'the first send to reach MSG91');
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(msg91.sent).toHaveLength(1);
    expect(await statuses()).toMatchObject({ sending: 1, claimed: 19, pending: 10 });

    msg91.behave({ kind: 'ok' });
    const restarted = [serve(), serve()];
    await Promise.all(restarted.map((server) => server.listening()));
    await until(async () => {
      const now = await statuses();
      return (now['sent'] ?? 0) + (now['unconfirmed'] ?? 0) === MESSAGES;
    }, 'every message to be settled');

    expect(await statuses()).toEqual({ sent: MESSAGES - 1, unconfirmed: 1 });
    const perOrder = new Map<string, number>();
    for (const sms of msg91.sent)
      perOrder.set(sms.variables[1] ?? '', (perOrder.get(sms.variables[1] ?? '') ?? 0) + 1);
    expect(perOrder.size).toBe(MESSAGES);
    expect([...perOrder.values()].every((count) => count === 1)).toBe(true);
    const { rows } = await db.query<{ id: string; attempts: number }>(
      "select id, attempts from outbox where status = 'unconfirmed'",
    );
    expect(rows).toEqual([{ id: 'm001', attempts: 1 }]);
  },
);
