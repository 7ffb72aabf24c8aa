import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminGraphql } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';

export const DashboardDocument = adminGraphql(`
  query AdminDashboard {
    adminDashboard {
      day
      today { paymentType orders sales }
      toConfirm toPack toDispatch failedDeliveries returnsOpen
      codNotRemitted { orders amount }
      codRemittanceExceptions { short excess overdue }
      rtoByPinCode { pinCode dispatched returnedToOrigin rtoPercent }
      ordersPerDay { day byPaymentType { paymentType orders sales } }
    }
  }
`);

const Figures = z.object({
  paymentType: z.enum(['COD', 'PREPAID', 'PPCOD']),
  orders: z.number(),
  sales: z.number(),
});

const DashboardSchema = z.object({
  day: z.string(),
  today: z.array(Figures),
  toConfirm: z.number(),
  toPack: z.number(),
  toDispatch: z.number(),
  failedDeliveries: z.number(),
  returnsOpen: z.number(),
  codNotRemitted: z.object({ orders: z.number(), amount: z.number() }),
  codRemittanceExceptions: z.object({ short: z.number(), excess: z.number(), overdue: z.number() }),
  rtoByPinCode: z.array(
    z.object({
      pinCode: z.string(),
      dispatched: z.number(),
      returnedToOrigin: z.number(),
      rtoPercent: z.number(),
    }),
  ),
  ordersPerDay: z.array(z.object({ day: z.string(), byPaymentType: z.array(Figures) })),
});

/** The Today screen's figures. */
export type Dashboard = z.infer<typeof DashboardSchema>;

/**
 * Today's figures (the day in Asia/Kolkata, as the API counts it); read again every minute while
 * the screen is open, and after any order move.
 *
 * @example
 * useQuery(dashboardQuery());
 */
export function dashboardQuery() {
  return queryOptions({
    queryKey: ['dashboard'] as const,
    queryFn: async () =>
      DashboardSchema.parse((await adminRequest(DashboardDocument, {})).adminDashboard),
    refetchInterval: 60_000,
  });
}
