import { auditEntry } from '../audit/audit-entry.js';
import type { BackendDeps } from '../deps.js';
import { onceInTransaction } from '../idempotency/once-in-transaction.js';
import type { AuditActor } from '../ports/storage/audit.js';
import type { StockLedgerReason, StockLevelRecord } from '../ports/storage/stock-ledger.js';

/**
 * The reasons staff adjust stock for (the admin contract's `StockAdjustmentReason`).
 *
 * @example
 * const reason: AdjustmentReason = 'CORRECTION';
 */
export type AdjustmentReason = Exclude<StockLedgerReason, 'DISPATCH'>;

/**
 * One adjustment as staff ask for it: `delta` units added (positive) or taken (negative) from
 * the key's units on hand, why, an optional note, and the action's idempotency key.
 *
 * @example
 * const request: AdjustStockRequest = { key: 'p1', delta: 12, reason: 'RECEIVED',
 *   note: 'PO 118', idempotencyKey: crypto.randomUUID() };
 */
export interface AdjustStockRequest {
  readonly key: string;
  readonly delta: number;
  readonly reason: AdjustmentReason;
  readonly note?: string | null | undefined;
  readonly idempotencyKey: string;
}

/**
 * The level after the adjustment, or why nothing changed (a message staff read; the code is
 * the admin contract's).
 *
 * @example
 * const refused: AdjustStockOutcome = { ok: false, code: 'NOT_FOUND', message: 'No stock key SKU-1.' };
 */
export type AdjustStockOutcome =
  | { readonly ok: true; readonly level: StockLevelRecord }
  | { readonly ok: false; readonly code: 'BAD_USER_INPUT' | 'NOT_FOUND'; readonly message: string };

/**
 * The largest change one adjustment may make (a typo's extra zeros are refused).
 *
 * @example
 * Math.abs(delta) <= MAX_ADJUSTMENT;
 */
export const MAX_ADJUSTMENT = 1_000_000;
/**
 * The longest note kept with an adjustment.
 *
 * @example
 * note.length <= MAX_NOTE_LENGTH;
 */
export const MAX_NOTE_LENGTH = 500;

/** Reasons that only add units, and those that only take them (CORRECTION does either). */
const ADDS: readonly AdjustmentReason[] = ['RECEIVED', 'RTO_RESTOCK', 'RETURN_RESTOCK'];
const TAKES: readonly AdjustmentReason[] = ['DAMAGED'];

/** Thrown inside the transaction to roll back the idempotency claim, answered as a refusal. */
class Refused extends Error {
  constructor(
    readonly code: 'BAD_USER_INPUT' | 'NOT_FOUND',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Why the request cannot be made whatever the stock, as staff read it (null when it can): a
 * delta that is 0, not whole or too large, of the wrong sign for its reason, or a note too long.
 *
 * @example
 * adjustmentInputProblem({ key: 'p1', delta: 3, reason: 'DAMAGED', idempotencyKey });
 * // 'delta must be negative for DAMAGED.'
 */
export function adjustmentInputProblem(request: AdjustStockRequest): string | null {
  const { delta, reason } = request;
  if (!Number.isSafeInteger(delta) || delta === 0) {
    return 'delta must be a whole number other than 0.';
  }
  if (Math.abs(delta) > MAX_ADJUSTMENT) {
    return `delta must be between -${MAX_ADJUSTMENT} and ${MAX_ADJUSTMENT}.`;
  }
  if (ADDS.includes(reason) && delta < 0) return `delta must be positive for ${reason}.`;
  if (TAKES.includes(reason) && delta > 0) return `delta must be negative for ${reason}.`;
  return noteProblem(request.note);
}

/**
 * Why a note cannot be kept with a stock change (null when it can): longer than
 * {@link MAX_NOTE_LENGTH}.
 *
 * @example
 * noteProblem('PO 118'); // null
 */
export function noteProblem(note: string | null | undefined): string | null {
  return (note ?? '').length > MAX_NOTE_LENGTH
    ? `note must be at most ${MAX_NOTE_LENGTH} characters.`
    : null;
}

/**
 * Why storage did not change a key's units on hand by `delta`, as staff read it: no such key, an
 * untracked key, or a take below the units orders hold (`level` as it stood; null: unknown key).
 * The one wording of these refusals, for adjustments and for counts from a CSV file.
 *
 * @example
 * stockRefusalMessage('p1', -9, level);
 * // 'Cannot take 9 of p1: 10 on hand, 3 held by orders, so at most 7 can be taken.'
 */
export function stockRefusalMessage(
  key: string,
  delta: number,
  level: StockLevelRecord | null,
): string {
  if (!level) return `No stock key ${key}.`;
  if (!level.tracked) {
    return `Stock key ${key} is not tracked: its product sells without counting units.`;
  }
  const free = level.onHand - level.reserved;
  return `Cannot take ${-delta} of ${key}: ${level.onHand} on hand, ${level.reserved} held by orders, so at most ${free} can be taken.`;
}

/** The refusal of an adjustment storage did not make. */
const refusalOf = (key: string, delta: number, level: StockLevelRecord | null): Refused =>
  new Refused(level ? 'BAD_USER_INPUT' : 'NOT_FOUND', stockRefusalMessage(key, delta, level));

/**
 * Adjusts a key's units on hand as `actor` (`adjustStock`): in one transaction the idempotency
 * key is claimed, the key's row changed by one conditional update (never below the units orders
 * hold), its ledger entry and the audit entry written. A repeat of the key answers the first
 * result; a refusal writes nothing. The stock write is announced to the other processes by the
 * storage (their availability and in-stock answers follow).
 *
 * @example
 * const outcome = await adjustStock(deps, { kind: 'staff', id: 'u1' },
 *   { key: 'p1', delta: -2, reason: 'DAMAGED', note: 'crushed', idempotencyKey });
 */
export async function adjustStock(
  deps: Pick<BackendDeps, 'storage' | 'clock' | 'ids'>,
  actor: AuditActor,
  request: AdjustStockRequest,
): Promise<AdjustStockOutcome> {
  const problem = adjustmentInputProblem(request);
  if (problem) return { ok: false, code: 'BAD_USER_INPUT', message: problem };
  const note = request.note?.trim() || null;
  const at = deps.clock.now();
  try {
    const level = await deps.storage.transaction((repos) =>
      onceInTransaction(
        repos,
        { scope: 'adjustStock', input: { ...request }, now: at },
        async () => {
          const outcome = await repos.stockLedger.adjust({
            id: deps.ids.uuid(),
            key: request.key,
            delta: request.delta,
            reason: request.reason,
            orderId: null,
            note,
            actor,
            at,
          });
          if (outcome.status !== 'adjusted') {
            const level = outcome.status === 'unknown-key' ? null : outcome.level;
            throw refusalOf(request.key, request.delta, level);
          }
          const after = outcome.level;
          const counts = (onHand: number) => ({ onHand, reserved: after.reserved });
          await repos.audit.append(
            auditEntry(deps.ids, at, {
              actor,
              action: 'adjustStock',
              targetType: 'stock',
              targetId: request.key,
              before: counts(after.onHand - request.delta),
              after: { ...counts(after.onHand), delta: request.delta, reason: request.reason },
              reason: note ? `${request.reason}: ${note}` : request.reason,
            }),
          );
          return { value: after, result: JSON.stringify(after) };
        },
        (result) => Promise.resolve(JSON.parse(result) as StockLevelRecord),
      ),
    );
    return { ok: true, level };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
