import type { Effect } from './effects.js';
import type { OrderLife } from './life.js';

/**
 * Why a move was refused:
 * - `ACTOR`: this kind of actor may not make this move (a shopper dispatching);
 * - `STATE`: the order (or its shipment, return or refund) is not where the move starts;
 * - `UNITS`: the units named are not there to move (more than are left, an unknown line);
 * - `DETAILS`: something the move needs is missing or wrong (courier, AWB, reason, amount);
 * - `WINDOW`: the return window has closed (or, for completion, not yet).
 *
 * @example
 * const code: RefusalCode = 'STATE';
 */
export type RefusalCode = 'ACTOR' | 'STATE' | 'UNITS' | 'DETAILS' | 'WINDOW';

/**
 * What a move did: the new life and its effects, or a refusal that changed nothing (the life
 * given is untouched; its message is fit to show staff and shoppers).
 *
 * @example
 * const outcome = applyMove(life, move);
 * if (!outcome.ok) throw badInput(outcome.message);
 */
export type MoveOutcome =
  | { readonly ok: true; readonly life: OrderLife; readonly effects: readonly Effect[] }
  | { readonly ok: false; readonly code: RefusalCode; readonly message: string };

/**
 * A refusal.
 *
 * @example
 * return refuse('STATE', 'Order HAAT-10234 is waiting for its payment.');
 */
export const refuse = (code: RefusalCode, message: string): MoveOutcome => ({
  ok: false,
  code,
  message,
});

/**
 * A move's result.
 *
 * @example
 * return done(next, [{ kind: 'notify', message: 'delivered', subject: 'S1' }]);
 */
export const done = (life: OrderLife, effects: readonly Effect[] = []): MoveOutcome => ({
  ok: true,
  life,
  effects,
});
