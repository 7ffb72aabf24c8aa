/**
 * The PGlite thread (`openPgliteThread`): PGlite, PostgreSQL compiled to WASM, runs its
 * statements on the thread that calls it. Here it has a thread of its own, so the server's
 * thread keeps reading requests, answering kept answers and writing answers while a statement
 * runs, and a second core does the database's work. This module opens the data directory,
 * migrates it, bounds the session, and then answers the server's requests in turn.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openPgliteClient } from '../pglite-open.js';
import { namedStatements } from './named-statements.js';
import {
  JSON_TYPES,
  type ThreadAnswer,
  type ThreadError,
  type ThreadOpened,
  type ThreadRequest,
  type ThreadSetup,
} from './messages.js';

if (!parentPort) throw new Error('The PGlite thread runs as a worker thread (openPgliteThread)');
const port: MessagePort = parentPort;
const setup = workerData as ThreadSetup;

/** An error's name, message and the fields PostgreSQL reported (code, constraint, detail, …). */
function threadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/**
 * Parsers keeping values of these types as PostgreSQL's text, one set per list asked for; JSON
 * always (`JSON_TYPES`): the server's thread parses it (`thread-client.ts`), as a string crosses
 * threads as one copy where a parsed document would be serialised and rebuilt object by object.
 */
const textParsers = new Map<string, Record<number, (value: string) => string>>();
const keptAsText = (types: readonly number[]) => {
  const key = types.join(',');
  const kept = textParsers.get(key);
  if (kept) return kept;
  const text = [...new Set([...types, ...JSON_TYPES])];
  const parsers = Object.fromEntries(text.map((type) => [type, (value: string) => value]));
  textParsers.set(key, parsers);
  return parsers;
};

/** A transaction held open for the server's thread until it asks to end it. */
interface OpenTransaction {
  readonly tx: Transaction;
  readonly end: (commit: boolean) => void;
  readonly ended: Promise<unknown>;
}

/** Thrown inside PGlite's transaction to roll it back when the server's thread asks to. */
class RollbackAsked extends Error {}

/** PGlite over the data directory, migrated and bounded; on failure the server is told why. */
async function open(): Promise<PGlite> {
  try {
    return await openPgliteClient(setup.dataDir, setup);
  } catch (error) {
    port.postMessage({ opened: false, error: threadError(error) } satisfies ThreadOpened);
    process.exit(1);
  }
}

const client = await open();
/** Texts kept parsed: every fixed statement and the listings' common shapes, in a few MB. */
const query = await namedStatements(client, 256);
const transactions = new Map<number, OpenTransaction>();
let lastTransaction = 0;

/**
 * Opens a transaction (PGlite's, which holds its session: statements outside it wait) and
 * answers once it is open; it ends when the server's thread sends `end`.
 */
function begin(): Promise<number> {
  return new Promise((opened, failed) => {
    const id = (lastTransaction += 1);
    let end: (commit: boolean) => void = () => undefined;
    const endAsked = new Promise<boolean>((resolve) => (end = resolve));
    const ended = client
      .transaction(async (tx) => {
        transactions.set(id, { tx, end, ended });
        opened(id);
        if (!(await endAsked)) throw new RollbackAsked();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollbackAsked)) throw error;
      })
      .finally(() => transactions.delete(id));
    // A transaction that could not begin never reached `opened`.
    ended.catch(failed);
  });
}

/** The transaction `id`, which must still be open. */
function openTransaction(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id} on the PGlite thread`);
  return open;
}

/** Ends a transaction: commits or rolls back, and answers when PGlite has. */
async function end(id: number, commit: boolean): Promise<void> {
  const open = openTransaction(id);
  open.end(commit);
  await open.ended;
}

/** Where a statement runs: its transaction, or the session. */
function runner(tx: number | null): Pick<Transaction, 'exec'> {
  return tx === null ? client : openTransaction(tx).tx;
}

/** Whether a statement runs in a transaction (which must still be open) or in the session. */
function inTransaction(tx: number | null): boolean {
  if (tx !== null) openTransaction(tx);
  return tx !== null;
}

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return query(
        request.sql,
        request.params,
        { rowMode: request.rowMode, parsers: keptAsText(request.textTypes) },
        inTransaction(request.tx),
      );
    case 'exec':
      return runner(request.tx).exec(request.sql);
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await client.close();
      return null;
  }
}

port.on('message', (request: ThreadRequest) => {
  answer(request).then(
    (value) => {
      port.postMessage({ id: request.id, ok: true, value } satisfies ThreadAnswer);
      // Closed: nothing keeps the thread, which ends.
      if (request.op === 'close') port.close();
    },
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        error: threadError(error),
      } satisfies ThreadAnswer),
  );
});
port.postMessage({ opened: true } satisfies ThreadOpened);
