import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerAdmin, type SeenRequest } from '@/test/admin-api';
import { renderScreen } from '@/test/render';
import { server } from '@/test/server';
import { AdminOrdersDocument } from '../api/documents';
import { DispatchOrderDocument } from '../api/moveDocuments';
import { OrdersPage } from '../components/OrdersPage';
import { page, summary } from './fixtures';

const ready = [
  summary({ id: 'o-1', code: 'HAAT-10301', stage: 'TO_DISPATCH' }),
  summary({ id: 'o-2', code: 'HAAT-10302', stage: 'TO_DISPATCH' }),
];

async function openDispatch() {
  const view = renderScreen(<OrdersPage />, { role: 'PACKER', path: '/orders?stage=TO_DISPATCH' });
  await view.user.click(
    await screen.findByRole('checkbox', { name: 'Select every row on this page' }),
  );
  await view.user.click(screen.getByRole('button', { name: 'Dispatch…' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Dispatch 2 orders' }) };
}

describe('Dispatching with AWBs', () => {
  it('names every order that has no AWB yet, and sends nothing', async () => {
    const sent: SeenRequest[] = [];
    server.use(
      answerAdmin(AdminOrdersDocument, () => ({ data: page(ready) })),
      answerAdmin(
        DispatchOrderDocument,
        () => ({
          data: {
            dispatchOrder: { id: 'o-1', code: 'HAAT-10301', stage: 'IN_TRANSIT', version: 2 },
          },
        }),
        sent,
      ),
    );
    const { user, dialog } = await openDispatch();
    const list = within(dialog).getByRole('textbox', { name: 'AWBs' });
    await user.clear(list);
    await user.type(list, 'HAAT-10301, DL123');
    await user.type(within(dialog).getByRole('textbox', { name: 'Courier' }), 'Delhivery');
    await user.click(within(dialog).getByRole('button', { name: 'Dispatch 2 orders' }));
    expect(list).toHaveAccessibleDescription(expect.stringContaining('HAAT-10302 has no AWB.'));
    expect(list).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('dispatches each order with its AWB; one refused stays in the list with the reason', async () => {
    const sent: SeenRequest[] = [];
    server.use(
      answerAdmin(AdminOrdersDocument, () => ({ data: page(ready) })),
      answerAdmin(
        DispatchOrderDocument,
        (variables) => {
          const input = variables['input'] as { orderId: string };
          return input.orderId === 'o-2'
            ? { error: { code: 'MOVE_REFUSED', message: 'Order HAAT-10302 was cancelled.' } }
            : {
                data: {
                  dispatchOrder: { id: 'o-1', code: 'HAAT-10301', stage: 'IN_TRANSIT', version: 2 },
                },
              };
        },
        sent,
      ),
    );
    const { user, dialog } = await openDispatch();
    const list = within(dialog).getByRole('textbox', { name: 'AWBs' });
    await user.clear(list);
    await user.type(list, 'HAAT-10301, DL123{Enter}HAAT-10302, DL124, Blue Dart');
    await user.type(within(dialog).getByRole('textbox', { name: 'Courier' }), 'Delhivery');
    await user.click(within(dialog).getByRole('button', { name: 'Dispatch 2 orders' }));
    expect(
      await within(dialog).findByText(
        /1 order dispatched\. Not dispatched: HAAT-10302 \(Order HAAT-10302 was cancelled\.\)/,
        { selector: '[role="alert"]' },
      ),
    ).toBeInTheDocument();
    expect(list).toHaveValue('HAAT-10302, DL124, Blue Dart');
    expect(sent.map((s) => s.variables['input'])).toEqual([
      { orderId: 'o-1', awb: 'DL123', courier: 'Delhivery' },
      { orderId: 'o-2', awb: 'DL124', courier: 'Blue Dart' },
    ]);
  });
});
