import type { CountersRepository } from '@haat/storefront-backend';
import { sql } from 'drizzle-orm';
import { rowsOf, type Run } from './executor.js';

/** Order numbers from the `order_numbers` sequence (`nextval`: unique, gaps allowed). */
export function sqlCounters(run: Run): CountersRepository {
  return {
    nextOrderNumber: () =>
      run(async (tx) => {
        const [row] = rowsOf(await tx.execute(sql`select nextval('order_numbers') as next`));
        const next = Number(row?.['next']);
        if (!Number.isSafeInteger(next))
          throw new Error('The order number sequence answered no number');
        return next;
      }),
  };
}
