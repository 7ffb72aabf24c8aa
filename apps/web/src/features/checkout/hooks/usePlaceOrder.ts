import {
  addPhonePrefix,
  placeOrderCheck,
  removePhonePrefix,
  type PlaceOrderInput,
} from '@haat/commerce-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOrderConfirmed } from '@/features/order/api/order';
import { orderAttribution } from '@/lib/attribution/orderAttribution';
import { HttpClientError } from '@/lib/http/errors';
import type { Order } from '@/lib/schemas/order';
import { useCartStore } from '@/stores/cartStore';
import { createOrder } from '../api/createOrder';
import { attemptFor, finishAttempt, rememberOrder } from '../attempt';
import { fingerprintOf, orderInput, type OrderDraft } from '../placement/orderInput';
import { problemFromCheck, problemFromError } from '../placement/orderProblems';
import { payOnline, type Payer } from '../placement/payOnline';
import { isBusy, type PlacementPhase } from '../placement/phase';
import { forgetPhoneProof, phoneProofFor } from '../placement/phoneProof';
import { OrderCancelledError, pollUntilConfirmed } from '../placement/pollOrder';
import { revalidateFromProblem } from '../placement/revalidate';
import { trackPurchase } from '../placement/trackPurchase';
import { validateUntilSuccess } from '../placement/validatePayment';

/** What the page hands over when the shopper presses "Place order". */
export interface PlaceOrderRequest {
  check: PlaceOrderInput;
  /** The order; null while no payment method is chosen (the check then refuses it). */
  draft: OrderDraft | null;
  payer: Payer;
}

export const PAYMENT_DISMISSED_MESSAGE =
  'Payment was cancelled. Your order is saved: pay now, or choose another payment method.';

/**
 * Order placement (spec 4 and 8): the checks (commerce-core `placeOrderCheck`), CreateOrder with
 * an idempotency key that stays the same for the same attempt, then for COD polling every 2 s
 * until CONFIRMED; for PREPAID/PPCOD a transaction, the payment window, validation retried every
 * 2 s, then the same polling. Only a confirmed order empties the cart. One thing at a time:
 * presses while busy are ignored.
 *
 * A guest's cash-on-delivery order needs its phone confirmed by a one-time code: when the API
 * refuses it (PHONE_NOT_VERIFIED, after every other check passed) the phase becomes `phone-code`
 * and the code step asks for it; once verified, "Place order" runs again with the same attempt
 * and the proof (`placement/phoneProof`). Cart and form are never touched meanwhile.
 */
export function usePlaceOrder() {
  const [phase, setPhase] = useState<PlacementPhase>({ name: 'idle' });
  const busy = useRef(false);
  const controller = useRef(new AbortController());
  const navigate = useNavigate();
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);

  const confirm = useCallback(
    async (order: Order) => {
      const { signal } = controller.current;
      setPhase({ name: 'confirming', order, checks: 0, offline: false });
      const confirmed = await pollUntilConfirmed(order, signal, ({ checks, lastError }) =>
        setPhase({ name: 'confirming', order, checks, offline: lastError !== null }),
      );
      finishAttempt();
      trackPurchase(confirmed);
      useCartStore.getState().empty();
      setPhase({ name: 'confirmed', order: confirmed });
      void navigate(`/order/${confirmed.id}`, { replace: true });
    },
    [navigate],
  );

  const payThenConfirm = useCallback(
    async (order: Order, payer: Payer) => {
      if (isOrderConfirmed(order)) return confirm(order);
      setPhase({ name: 'paying', order });
      let outcome;
      try {
        outcome = await payOnline(order, payer);
      } catch (error) {
        const message =
          error instanceof Error && error.message ? error.message : 'Payment could not start.';
        setPhase({ name: 'payment-failed', order, message });
        return;
      }
      if (outcome.kind !== 'paid') {
        const message = outcome.kind === 'failed' ? outcome.message : PAYMENT_DISMISSED_MESSAGE;
        setPhase({ name: 'payment-failed', order, message });
        return;
      }
      setPhase({ name: 'validating', order, rounds: 0, reason: null });
      await validateUntilSuccess(
        order.id,
        outcome.payment,
        controller.current.signal,
        (rounds, reason) => setPhase({ name: 'validating', order, rounds, reason }),
      );
      await confirm(order);
    },
    [confirm],
  );

  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await task();
    } catch (error) {
      if (controller.current.signal.aborted) return;
      if (error instanceof OrderCancelledError) finishAttempt();
      setPhase({ name: 'failed', problem: problemFromError(error) });
    } finally {
      busy.current = false;
    }
  }, []);

  const place = useCallback(
    (prepare: () => Promise<PlaceOrderRequest>) =>
      run(async () => {
        setPhase({ name: 'placing' });
        const { check, draft, payer } = await prepare();
        const verdict = placeOrderCheck(check);
        if (!verdict.ok || draft === null) {
          const refused = verdict.ok
            ? { ok: false as const, code: 'INVALID_PAYMENT_METHOD' as const, message: null }
            : verdict;
          setPhase({ name: 'failed', problem: problemFromCheck(refused) });
          return;
        }
        const input = orderInput(draft);
        const attempt = await attemptFor(fingerprintOf(input), orderAttribution);
        const phone = addPhonePrefix(removePhonePrefix(input.shippingAddress.phone ?? ''));
        const proof = input.paymentType === 'COD' ? phoneProofFor(phone) : null;
        let order: Order;
        try {
          order = await createOrder({
            ...input,
            ...attempt.attribution,
            idempotencyKey: attempt.key,
            ...(proof ? { phoneProof: proof } : {}),
          });
        } catch (error) {
          if (error instanceof HttpClientError && error.hasCode('PHONE_NOT_VERIFIED')) {
            forgetPhoneProof();
            setPhase({ name: 'phone-code', phone });
            return;
          }
          const problem = problemFromError(error);
          revalidateFromProblem(problem);
          setPhase({ name: 'failed', problem });
          return;
        }
        if (proof) forgetPhoneProof();
        rememberOrder(attempt, order.id);
        if (order.paymentType === 'COD') await confirm(order);
        else await payThenConfirm(order, payer);
      }),
    [run, confirm, payThenConfirm],
  );

  const retryPayment = useCallback(
    (payer: Payer) =>
      run(async () => {
        if (phase.name === 'payment-failed') await payThenConfirm(phase.order, payer);
      }),
    [run, phase, payThenConfirm],
  );

  /** Back to the form after a problem (the cart and the form are untouched). */
  const reset = useCallback(() => {
    if (!busy.current) setPhase({ name: 'idle' });
  }, []);

  return { phase, busy: isBusy(phase), place, retryPayment, reset };
}
