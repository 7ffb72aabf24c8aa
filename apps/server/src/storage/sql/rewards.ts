import { asPaise, type Paise } from '@haat/commerce-core';
import { wholeNumber, type RewardsRepository } from '@haat/storefront-backend';
import { and, eq, gte, sql } from 'drizzle-orm';
import { users } from '../schema/index.js';
import type { Run } from './executor.js';

/** Reward balances on the user rows: a spend is one guarded UPDATE, never below zero. */
export function sqlRewards(run: Run): RewardsRepository {
  const adjust = (userId: string, amount: Paise, sign: 1 | -1) =>
    run(async (tx) => {
      wholeNumber(amount, 'A reward amount in paise', 1);
      const changed = await tx
        .update(users)
        .set({ rewardBalance: sql`${users.rewardBalance} + ${sign * amount}` })
        .where(
          sign < 0
            ? and(eq(users.id, userId), gte(users.rewardBalance, amount))
            : eq(users.id, userId),
        )
        .returning({ id: users.id });
      return changed.length > 0;
    });
  return {
    balance: (userId) =>
      run(async (tx) => {
        const [row] = await tx
          .select({ balance: users.rewardBalance })
          .from(users)
          .where(eq(users.id, userId));
        return row ? asPaise(row.balance) : null;
      }),
    spend: (userId, amount) => adjust(userId, amount, -1),
    credit: (userId, amount) => adjust(userId, amount, 1),
  };
}
