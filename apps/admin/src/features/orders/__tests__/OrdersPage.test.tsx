import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/server';
import { answerAdmin, type SeenRequest } from '@/test/admin-api';
import { renderScreen } from '@/test/render';
import { AdminOrdersDocument } from '../api/documents';
import { ConfirmOrderDocument } from '../api/moveDocuments';
import { OrdersPage } from '../components/OrdersPage';
import { page, summary } from './fixtures';

const rows = [
  summary(),
  summary({
    id: 'o-10235',
    code: 'HAAT-10235',
    shopperName: 'Kiran Rao',
    phone: '+919800000001',
    total: 99.5,
    codToCollect: 99.5,
  }),
];

describe('OrdersPage', () => {
  it('lists the page of orders with rupees in Indian grouping and times in IST', async () => {
    server.use(
      answerAdmin(AdminOrdersDocument, () => ({
        data: page([summary({ total: 123456.5, codToCollect: 0 })], 1234),
      })),
    );
    renderScreen(<OrdersPage />, { path: '/orders' });
    const row = (await screen.findByRole('link', { name: 'HAAT-10234' })).closest('tr')!;
    expect(within(row).getByText('₹1,23,456.50')).toBeInTheDocument();
    expect(within(row).getByText('27 Nov 2026, 10:00 am')).toBeInTheDocument();
    expect(within(row).getByText('To confirm')).toBeInTheDocument();
    expect(screen.getByText('1–1 of 1,234')).toBeInTheDocument();
  });

  it('sends the filters in the address to the server: stage, payment type, search and IST days', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerAdmin(AdminOrdersDocument, () => ({ data: page(rows) }), seen));
    renderScreen(<OrdersPage />, {
      path: '/orders?stage=TO_CONFIRM&payment=COD&q=9800000001&from=2026-11-27&to=2026-11-27',
    });
    await screen.findByRole('link', { name: 'HAAT-10235' });
    expect(seen[0]?.variables['filter']).toEqual({
      stage: ['TO_CONFIRM'],
      paymentType: ['COD'],
      search: '9800000001',
      from: '2026-11-26T18:30:00.000Z',
      to: '2026-11-27T18:30:00.000Z',
    });
  });

  it('offers the saved views as links to the filtered list', () => {
    server.use(answerAdmin(AdminOrdersDocument, () => ({ data: page(rows) })));
    renderScreen(<OrdersPage />, { path: '/orders' });
    const views = screen.getByRole('navigation', { name: 'Saved views' });
    expect(within(views).getByRole('link', { name: 'COD to confirm' })).toHaveAttribute(
      'href',
      '/orders?stage=TO_CONFIRM&payment=COD',
    );
    expect(within(views).getByRole('link', { name: 'Ready to dispatch' })).toHaveAttribute(
      'href',
      '/orders?stage=TO_DISPATCH',
    );
  });

  it('shows a packer packing and dispatch, never confirming or exporting', async () => {
    server.use(answerAdmin(AdminOrdersDocument, () => ({ data: page(rows) })));
    renderScreen(<OrdersPage />, { role: 'PACKER', path: '/orders' });
    await screen.findByRole('link', { name: 'HAAT-10234' });
    expect(screen.getByRole('button', { name: 'Mark packed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dispatch…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('confirms the chosen orders and names the one the server refused, with its reason', async () => {
    server.use(
      answerAdmin(AdminOrdersDocument, () => ({ data: page(rows) })),
      answerAdmin(ConfirmOrderDocument, (variables) => {
        const { orderId } = variables['input'] as { orderId: string };
        return orderId === 'o-10235'
          ? {
              error: {
                code: 'MOVE_REFUSED',
                message: 'Order HAAT-10235 is waiting for the shopper to confirm it.',
              },
            }
          : {
              data: {
                confirmOrder: { id: orderId, code: 'HAAT-10234', stage: 'TO_PACK', version: 2 },
              },
            };
      }),
    );
    const { user } = renderScreen(<OrdersPage />, { role: 'SUPPORT', path: '/orders' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select HAAT-10234' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select HAAT-10235' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        '1 order confirmed. Not confirmed: HAAT-10235 (Order HAAT-10235 is waiting for the shopper to confirm it.)',
        { selector: '[role="status"]' },
      ),
    ).toBeInTheDocument();
  });

  it('says why the list could not be read and offers to try again', async () => {
    server.use(
      answerAdmin(AdminOrdersDocument, () => ({
        error: { code: 'INTERNAL', message: 'Something went wrong!' },
      })),
    );
    renderScreen(<OrdersPage />, { path: '/orders' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This could not be loaded: Something went wrong!',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
