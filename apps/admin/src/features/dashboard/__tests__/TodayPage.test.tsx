import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerAdmin } from '@/test/admin-api';
import { renderScreen } from '@/test/render';
import { server } from '@/test/server';
import { DashboardDocument } from '../api/dashboard';
import { TodayPage } from '../components/TodayPage';

const figures = (cod: number, prepaid: number, ppcod: number) => [
  { paymentType: 'COD' as const, orders: cod, sales: cod * 600 },
  { paymentType: 'PREPAID' as const, orders: prepaid, sales: prepaid * 700 },
  { paymentType: 'PPCOD' as const, orders: ppcod, sales: ppcod * 650 },
];

const dashboard = {
  adminDashboard: {
    day: '2026-11-27',
    today: [
      { paymentType: 'COD' as const, orders: 210, sales: 145000.5 },
      ...figures(0, 80, 12).slice(1),
    ],
    toConfirm: 37,
    toPack: 12,
    toDispatch: 9,
    failedDeliveries: 4,
    returnsOpen: 2,
    codNotRemitted: { orders: 160, amount: 98765.4 },
    codRemittanceExceptions: { short: 1, excess: 0, overdue: 3 },
    rtoByPinCode: [{ pinCode: '845401', dispatched: 40, returnedToOrigin: 14, rtoPercent: 35 }],
    ordersPerDay: [
      { day: '2026-11-26', byPaymentType: figures(5, 3, 1) },
      { day: '2026-11-27', byPaymentType: figures(7, 2, 0) },
    ],
  },
};

describe('TodayPage', () => {
  it('links every count waiting for staff to the order list filtered to it', async () => {
    server.use(answerAdmin(DashboardDocument, () => ({ data: dashboard })));
    renderScreen(<TodayPage />);
    const waiting = await screen.findByRole('heading', { name: 'Waiting for you' });
    expect(waiting).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '37 To confirm' })).toHaveAttribute(
      'href',
      '/orders?stage=TO_CONFIRM',
    );
    expect(screen.getByRole('link', { name: '4 Failed deliveries waiting' })).toHaveAttribute(
      'href',
      '/orders?stage=DELIVERY_FAILED',
    );
    expect(screen.getByRole('link', { name: '845401' })).toHaveAttribute(
      'href',
      '/orders?pin=845401',
    );
  });

  it('shows sales in rupees with Indian grouping and COD not yet remitted', async () => {
    server.use(answerAdmin(DashboardDocument, () => ({ data: dashboard })));
    renderScreen(<TodayPage />);
    const sales = await screen.findByRole('table', {
      name: 'Orders and sales today by payment type',
    });
    expect(within(sales).getByRole('row', { name: 'COD 210 ₹1,45,000.50' })).toBeInTheDocument();
    expect(screen.getByText('₹98,765.40')).toBeInTheDocument();
  });

  it('describes the chart in words and gives its figures as a table', async () => {
    server.use(answerAdmin(DashboardDocument, () => ({ data: dashboard })));
    renderScreen(<TodayPage />);
    expect(
      await screen.findByRole('img', { name: '18 orders in 2 days; busiest 26 Nov 2026 with 9.' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Orders per day by payment type',
      hidden: true,
    });
    expect(
      within(table).getByRole('row', { name: '27 Nov 2026 7 2 0', hidden: true }),
    ).toBeInTheDocument();
  });

  it('counts short, excess and overdue COD remittances, each opening its part of the report', async () => {
    server.use(answerAdmin(DashboardDocument, () => ({ data: dashboard })));
    renderScreen(<TodayPage />, { role: 'MANAGER' });
    expect(await screen.findByRole('link', { name: '1 Short remittances' })).toHaveAttribute(
      'href',
      '/cod-remittances#short',
    );
    expect(screen.getByRole('link', { name: '0 Excess remittances' })).toHaveAttribute(
      'href',
      '/cod-remittances#excess',
    );
    expect(screen.getByRole('link', { name: '3 Overdue remittances' })).toHaveAttribute(
      'href',
      '/cod-remittances#overdue',
    );
  });

  it('shows the remittance counts without links to staff who may not open the report', async () => {
    server.use(answerAdmin(DashboardDocument, () => ({ data: dashboard })));
    renderScreen(<TodayPage />, { role: 'SUPPORT' });
    const figures = await screen.findByRole('list', { name: 'COD remittance exceptions' });
    expect(within(figures).getByText('Overdue remittances')).toBeInTheDocument();
    expect(within(figures).queryByRole('link')).toBeNull();
  });
});
