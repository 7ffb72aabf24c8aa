import { adminGraphql } from '@/lib/graphql/admin';

// Every order move answers the order; the screens read it again (its page's query), so these
// select only what says the move landed.

export const ConfirmOrderDocument = adminGraphql(`
  mutation ConfirmOrder($input: ConfirmOrderInput!) { confirmOrder(input: $input) { id code stage version } }
`);
export const PackOrderDocument = adminGraphql(`
  mutation PackOrder($input: PackOrderInput!) { packOrder(input: $input) { id code stage version } }
`);
export const DispatchOrderDocument = adminGraphql(`
  mutation DispatchOrder($input: DispatchOrderInput!) { dispatchOrder(input: $input) { id code stage version } }
`);
export const OutForDeliveryDocument = adminGraphql(`
  mutation MarkOrderOutForDelivery($input: ShipmentMoveInput!) { markOrderOutForDelivery(input: $input) { id code stage version } }
`);
export const DeliveredDocument = adminGraphql(`
  mutation MarkOrderDelivered($input: ShipmentMoveInput!) { markOrderDelivered(input: $input) { id code stage version } }
`);
export const DeliveryFailureDocument = adminGraphql(`
  mutation ReportDeliveryFailure($input: ReportDeliveryFailureInput!) { reportDeliveryFailure(input: $input) { id code stage version } }
`);
export const ReattemptDocument = adminGraphql(`
  mutation ReattemptDelivery($input: ReattemptDeliveryInput!) { reattemptDelivery(input: $input) { id code stage version } }
`);
export const ReturnToOriginDocument = adminGraphql(`
  mutation ReturnToOrigin($input: ShipmentMoveInput!) { returnToOrigin(input: $input) { id code stage version } }
`);
export const ReceiveRtoDocument = adminGraphql(`
  mutation ReceiveRto($input: ReceiveRtoInput!) { receiveRto(input: $input) { id code stage version } }
`);
export const CancelOrderDocument = adminGraphql(`
  mutation CancelOrder($input: CancelOrderInput!) { cancelOrder(input: $input) { id code stage version } }
`);
export const RefundOrderDocument = adminGraphql(`
  mutation RefundOrder($input: RefundOrderInput!) { refundOrder(input: $input) { id code stage version } }
`);
export const ApproveReturnDocument = adminGraphql(`
  mutation ApproveReturn($input: ReturnDecisionInput!) { approveReturn(input: $input) { id code stage version } }
`);
export const RefuseReturnDocument = adminGraphql(`
  mutation RefuseReturn($input: ReturnDecisionInput!) { refuseReturn(input: $input) { id code stage version } }
`);
export const ReceiveReturnDocument = adminGraphql(`
  mutation ReceiveReturn($input: ReceiveReturnInput!) { receiveReturn(input: $input) { id code stage version } }
`);
