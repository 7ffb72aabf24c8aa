import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TadaDocumentNode } from 'gql.tada';
import * as z from 'zod/mini';
import { adminRequest } from '@/lib/graphql/client';
import * as D from './moveDocuments';
import { orderKeys } from './orders';
import { FULFILMENT_STAGES } from './schemas';

const Moved = z.object({
  id: z.string(),
  code: z.string(),
  stage: z.enum(FULFILMENT_STAGES),
  version: z.number(),
});

const send =
  <TResult, TInput>(document: TadaDocumentNode<TResult, { input: TInput }>, field: keyof TResult) =>
  async (input: TInput) =>
    Moved.parse((await adminRequest(document, { input }))[field]);

/**
 * Every order move staff make, by the contract's mutation name; each answers the moved order's
 * `{ id, code, stage, version }` (validated).
 *
 * @example
 * await orderMoves.confirmOrder({ orderId, expectedVersion: order.version });
 */
export const orderMoves = {
  confirmOrder: send(D.ConfirmOrderDocument, 'confirmOrder'),
  packOrder: send(D.PackOrderDocument, 'packOrder'),
  dispatchOrder: send(D.DispatchOrderDocument, 'dispatchOrder'),
  markOrderOutForDelivery: send(D.OutForDeliveryDocument, 'markOrderOutForDelivery'),
  markOrderDelivered: send(D.DeliveredDocument, 'markOrderDelivered'),
  reportDeliveryFailure: send(D.DeliveryFailureDocument, 'reportDeliveryFailure'),
  reattemptDelivery: send(D.ReattemptDocument, 'reattemptDelivery'),
  returnToOrigin: send(D.ReturnToOriginDocument, 'returnToOrigin'),
  receiveRto: send(D.ReceiveRtoDocument, 'receiveRto'),
  cancelOrder: send(D.CancelOrderDocument, 'cancelOrder'),
  refundOrder: send(D.RefundOrderDocument, 'refundOrder'),
  approveReturn: send(D.ApproveReturnDocument, 'approveReturn'),
  refuseReturn: send(D.RefuseReturnDocument, 'refuseReturn'),
  receiveReturn: send(D.ReceiveReturnDocument, 'receiveReturn'),
};

/**
 * A move as a mutation: on success every order query (lists, counts on Today, the order's page)
 * is read again.
 *
 * @example
 * const confirm = useOrderMove(orderMoves.confirmOrder);
 * confirm.mutate({ orderId });
 */
export function useOrderMove<TInput, TResult>(move: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: move,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
