import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerAdmin, type SeenRequest } from '@/test/admin-api';
import { renderScreen } from '@/test/render';
import { server } from '@/test/server';
import { AdminOrderDocument } from '../api/documents';
import { CancelOrderDocument, RefundOrderDocument } from '../api/moveDocuments';
import { OrderPage } from '../components/OrderPage';
import { order } from './fixtures';

const at = { path: '/orders/HAAT-10240', route: '/orders/:code' };

describe('OrderPage', () => {
  it("shows the order's money, shopper, lines and timeline", async () => {
    server.use(answerAdmin(AdminOrderDocument, () => ({ data: { adminOrder: order() } })));
    renderScreen(<OrderPage />, at);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order HAAT-10240' }),
    ).toBeInTheDocument();
    const money = screen.getByRole('region', { name: 'Money' });
    expect(within(money).getByText('Paid online').nextSibling).toHaveTextContent('₹474.05');
    expect(screen.getByRole('region', { name: 'Shopper and address' })).toHaveTextContent(
      '12 Hazratganj',
    );
    expect(screen.getByRole('region', { name: 'Timeline' })).toHaveTextContent('Paid');
  });

  it('offers only the moves the order allows now that the role may make', async () => {
    server.use(answerAdmin(AdminOrderDocument, () => ({ data: { adminOrder: order() } })));
    renderScreen(<OrderPage />, { ...at, role: 'PACKER' });
    const actions = await screen.findByRole('region', { name: 'What you can do now' });
    expect(within(actions).getByRole('button', { name: 'Mark packed' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Dispatch' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('says what a cancellation will do before it is made, and asks only for the reason', async () => {
    server.use(answerAdmin(AdminOrderDocument, () => ({ data: { adminOrder: order() } })));
    const { user } = renderScreen(<OrderPage />, { ...at, role: 'SUPPORT' });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order · HAAT-10240' });
    expect(dialog).toHaveTextContent(
      'Cancel every unit not yet dispatched: stock, coupon use and rewards go back, and ₹474.05 is refunded to the original payment.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Why it is cancelled' });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Enter the reason.');
  });

  it('keeps the typed reason when the server refuses, and reads the order again on a conflict', async () => {
    const reads: SeenRequest[] = [];
    const sent: SeenRequest[] = [];
    server.use(
      answerAdmin(AdminOrderDocument, () => ({ data: { adminOrder: order() } }), reads),
      answerAdmin(
        CancelOrderDocument,
        () => ({
          error: {
            code: 'CONFLICT',
            message: 'Someone else changed this order first. Please reload it and try again.',
          },
        }),
        sent,
      ),
    );
    const { user } = renderScreen(<OrderPage />, { ...at, role: 'SUPPORT' });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Why it is cancelled' }),
      'Shopper asked by phone',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone else changed this order first. Please reload it and try again.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Why it is cancelled' })).toHaveValue(
      'Shopper asked by phone',
    );
    expect(sent[0]?.variables['input']).toMatchObject({
      orderId: 'o-10240',
      expectedVersion: 3,
      reason: 'Shopper asked by phone',
      refundTo: 'ORIGINAL',
    });
    expect(reads.length).toBeGreaterThan(1);
  });

  it('refunds again what a failed refund left owed, saying how much and where', async () => {
    const sent: SeenRequest[] = [];
    const failed = order({
      stage: 'CANCELLED',
      money: { ...order().money, refundable: 474.05, held: 474.05 },
      allowedActions: [{ move: 'REISSUE_REFUND', subject: null, permission: 'REFUNDS_ISSUE' }],
    });
    server.use(
      answerAdmin(AdminOrderDocument, () => ({ data: { adminOrder: failed } })),
      answerAdmin(
        RefundOrderDocument,
        () => ({
          data: {
            refundOrder: { id: 'o-10240', code: 'HAAT-10240', stage: 'CANCELLED', version: 5 },
          },
        }),
        sent,
      ),
    );
    const { user } = renderScreen(<OrderPage />, { ...at, role: 'SUPPORT' });
    await user.click(await screen.findByRole('button', { name: 'Refund again' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Refund ₹474.05 to the original payment.');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Gateway failed the first refund',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund again' }));
    await screen.findByText('HAAT-10240: Refund ₹474.05 to the original payment.');
    const input = sent[0]?.variables['input'] as Record<string, unknown>;
    expect(input).toMatchObject({
      orderId: 'o-10240',
      destination: 'ORIGINAL',
      reason: 'Gateway failed the first refund',
    });
    expect(input['idempotencyKey']).toMatch(/^[0-9a-f-]{36}$/);
    expect(input).not.toHaveProperty('amount');
  });

  it('says why a refund is not yet made and when the gateway is asked again', async () => {
    const refund = {
      id: 'F1',
      amount: 474.05,
      destination: 'ORIGINAL' as const,
      status: 'DUE' as const,
      failureReason: null,
      failedAsks: 3,
      lastAskError: 'The refund amount provided is greater than amount captured.',
      nextAskAt: '2026-11-27T06:30:00.000Z',
      createdAt: '2026-11-27T05:30:00.000Z',
    };
    const due = order({ stage: 'CANCELLED', refunds: [refund] });
    server.use(answerAdmin(AdminOrderDocument, () => ({ data: { adminOrder: due } })));
    renderScreen(<OrderPage />, at);
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(money).toHaveTextContent(
      'Refund not yet made: The refund amount provided is greater than amount captured. Next try 27 Nov 2026, 12:00 pm.',
    );
  });

  it('tells when no order has that code', async () => {
    server.use(answerAdmin(AdminOrderDocument, () => ({ data: { adminOrder: null } })));
    renderScreen(<OrderPage />, at);
    expect(await screen.findByRole('heading', { name: 'No order HAAT-10240' })).toBeInTheDocument();
  });
});
