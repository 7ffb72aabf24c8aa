import { asPaise, type Paise } from '@haat/commerce-core';
import type { RewardsRepository } from '../../ports/storage/rewards.js';
import { wholeNumber } from '../../storage/checks.js';
import type { Run } from '../draft.js';

/** Reward balances (on the user rows) in the memory adapter. */
export function memoryRewards(run: Run): RewardsRepository {
  const adjust = (userId: string, amount: Paise, sign: 1 | -1) =>
    run((draft) => {
      wholeNumber(amount, 'A reward amount in paise', 1);
      const user = draft.read('users').get(userId);
      const balance = (user?.rewardBalance ?? 0) + sign * amount;
      if (!user || balance < 0) return false;
      draft.write('users').set(userId, { ...user, rewardBalance: asPaise(balance) });
      return true;
    });
  return {
    balance: (userId) => run((draft) => draft.read('users').get(userId)?.rewardBalance ?? null),
    spend: (userId, amount) => adjust(userId, amount, -1),
    credit: (userId, amount) => adjust(userId, amount, 1),
  };
}
