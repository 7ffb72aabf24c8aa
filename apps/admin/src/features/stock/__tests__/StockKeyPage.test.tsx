import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerAdmin, type SeenRequest } from '@/test/admin-api';
import { renderScreen } from '@/test/render';
import { server } from '@/test/server';
import { AdjustStockDocument, StockLedgerDocument, StockLevelsDocument } from '../api/stock';
import { StockKeyPage } from '../components/StockKeyPage';

const level = {
  key: 'p-serum',
  productId: 'p-serum',
  variantId: null,
  title: 'Vitamin C Serum',
  tracked: true,
  onHand: 6,
  reserved: 4,
  available: 2,
};
const ledger = {
  stockLedger: {
    items: [
      {
        id: 'l1',
        key: 'p-serum',
        delta: -1,
        onHandAfter: 6,
        reason: 'DISPATCH',
        orderId: 'HAAT-10234',
        note: null,
        actor: { kind: 'STAFF' as const, name: 'Ravi' },
        at: '2026-11-27T06:00:00.000Z',
      },
    ],
    pageInfo: { endCursor: 'l1', hasNextPage: false },
    total: 1,
  },
};
const at = { path: '/catalogue/stock/p-serum', route: '/catalogue/stock/:key' };

function answerLevels() {
  server.use(
    answerAdmin(StockLevelsDocument, () => ({
      data: {
        stockLevels: {
          items: [level],
          pageInfo: { endCursor: null, hasNextPage: false },
          total: 1,
        },
      },
    })),
    answerAdmin(StockLedgerDocument, () => ({ data: ledger })),
  );
}

describe('StockKeyPage', () => {
  it("shows the key's level and its ledger, newest first", async () => {
    answerLevels();
    renderScreen(<StockKeyPage />, at);
    expect(
      await screen.findByText('6 on hand · 4 promised to orders · 2 available'),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Ledger, newest first' });
    expect(within(table).getByText('−1')).toBeInTheDocument();
    expect(within(table).getByText('Order HAAT-10234')).toBeInTheDocument();
  });

  it('refuses to leave fewer units on hand than are promised to orders, before sending', async () => {
    const sent: SeenRequest[] = [];
    answerLevels();
    server.use(answerAdmin(AdjustStockDocument, () => ({ data: { adjustStock: level } }), sent));
    const { user } = renderScreen(<StockKeyPage />, at);
    await user.type(
      await screen.findByRole('textbox', { name: 'Units (+ to add, − to take)' }),
      '-3',
    );
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
    const units = screen.getByRole('textbox', { name: 'Units (+ to add, − to take)' });
    expect(units).toHaveAccessibleDescription('This reason adds units: enter a positive number.');
    expect(sent).toHaveLength(0);
  });

  it('sends a received delivery with its reason, note and an idempotency key', async () => {
    const sent: SeenRequest[] = [];
    answerLevels();
    server.use(
      answerAdmin(
        AdjustStockDocument,
        () => ({ data: { adjustStock: { ...level, onHand: 18, available: 14 } } }),
        sent,
      ),
    );
    const { user } = renderScreen(<StockKeyPage />, at);
    await user.type(
      await screen.findByRole('textbox', { name: 'Units (+ to add, − to take)' }),
      '12',
    );
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Invoice 4411');
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(
      await screen.findByText('Vitamin C Serum: 18 on hand, 14 available.'),
    ).toBeInTheDocument();
    expect(sent[0]?.variables['input']).toMatchObject({
      key: 'p-serum',
      delta: 12,
      reason: 'RECEIVED',
      note: 'Invoice 4411',
    });
  });

  it('hides the adjustment form from a role that cannot adjust stock', async () => {
    answerLevels();
    renderScreen(<StockKeyPage />, { ...at, role: 'SUPPORT' });
    await screen.findByRole('table', { name: 'Ledger, newest first' });
    expect(screen.queryByRole('form', { name: 'Adjust stock' })).not.toBeInTheDocument();
  });
});
