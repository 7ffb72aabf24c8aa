import { describe, expect, it } from 'vitest';
import { testBackend } from '../../testing/test-backend.js';
import type { AdminContext } from '../admin-context.js';
import { ORDERS_CSV_LIMIT, ordersCsvQueries } from '../orders-csv.js';

/** An owner's context over a storage where `total` orders match any filter. */
function contextWith(total: number): AdminContext {
  const { deps } = testBackend();
  const { repos } = deps.storage;
  const orderLives = {
    ...repos.orderLives,
    searchOrders: () => Promise.resolve({ items: [], next: null, total }),
  };
  return {
    deps: { ...deps, storage: { ...deps.storage, repos: { ...repos, orderLives } } },
    caller: {
      userId: 'u1',
      phone: '+919800000001',
      access: { staff: true, userId: 'u1', role: 'owner', permissions: ['ORDERS_EXPORT'] },
    },
  };
}

const exportOrders = (context: AdminContext) =>
  ordersCsvQueries.exportOrdersCsv({}, { filter: null }, context);

describe('exportOrdersCsv', () => {
  it('refuses more than 100,000 matching orders, exporting and auditing nothing', async () => {
    expect(ORDERS_CSV_LIMIT).toBe(100_000);
    const context = contextWith(100_001);
    await expect(exportOrders(context)).rejects.toMatchObject({
      message:
        '100001 orders match, and an export holds at most 100000: narrow the filter (dates, stage or payment type).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const log = await context.deps.storage.repos.audit.search({}, { limit: 10, after: null });
    expect(log.items).toEqual([]);
  });

  it('exports exactly 100,000 (here: none listed) and audits it', async () => {
    const context = contextWith(100_000);
    await expect(exportOrders(context)).resolves.toMatchObject({ rows: 0 });
    const log = await context.deps.storage.repos.audit.search({}, { limit: 10, after: null });
    expect(log.items).toMatchObject([{ action: 'exportOrdersCsv', actor: { id: 'u1' } }]);
  });
});
