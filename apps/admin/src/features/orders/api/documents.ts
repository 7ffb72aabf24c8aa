import { adminGraphql } from '@/lib/graphql/admin';

/** A page of the orders list (filters, sort and cursor paging on the server). */
export const AdminOrdersDocument = adminGraphql(`
  query AdminOrders($filter: AdminOrderFilter, $sort: AdminOrderSort, $first: Int, $after: String) {
    adminOrders(filter: $filter, sort: $sort, first: $first, after: $after) {
      items {
        id code createdAt paymentType stage total codToCollect
        shopperName phone pinCode city units awbs
      }
      pageInfo { endCursor hasNextPage }
      total
    }
  }
`);

/** One order by its code, with everything its page shows and the moves allowed now. */
export const AdminOrderDocument = adminGraphql(`
  query AdminOrder($code: String) {
    adminOrder(code: $code) {
      id code createdAt paymentType status stage version couponCode
      shopper { name phone totalOrders }
      shippingAddress { name phone city state pinCode landmark address area }
      lines {
        line title variantTitle sku quantity price cancelledQuantity
        toPack packed inTransit delivered returned cameBack
      }
      money {
        itemTotal couponDiscount prepaidDiscount shipping codCharges rewardsApplied total
        payNow paidOnline codToCollect codCollected refunded held refundable
      }
      shipments {
        id state units { line quantity } courier awb trackingUrl codAmount attempts
        lastFailure { reason at attempt }
        booking { status courier awb pickupScheduledAt }
        trackingEvents { at stage label activity location source }
      }
      bookingCourier
      returns { id state units { line quantity } reason photos requestedAt }
      refunds {
        id amount destination status failureReason failedAsks lastAskError nextAskAt createdAt
      }
      timeline { move actor { kind id name } at reason subject }
      allowedActions { move subject permission }
    }
  }
`);

/** The matching orders as CSV. */
export const ExportOrdersDocument = adminGraphql(`
  query ExportOrdersCsv($filter: AdminOrderFilter) {
    exportOrdersCsv(filter: $filter) { filename contentType content rows }
  }
`);
