import type { Paise } from '@haat/commerce-core';

/**
 * A user's reward balance in paise (`users.reward_balance`, `CHECK (reward_balance >= 0)`).
 * Amounts are whole positive paise (anything else is a programmer error and throws).
 *
 * @example
 * if (!(await repos.rewards.spend(user.id, asPaise(5000)))) refuse('Not enough reward points');
 */
export interface RewardsRepository {
  /** The balance; null when there is no such user. */
  balance(userId: string): Promise<Paise | null>;
  /**
   * Takes `amount` off the balance only if the balance covers it: one guarded statement
   * (`UPDATE users SET reward_balance = reward_balance - $a WHERE id = $u AND reward_balance >=
   * $a`), so concurrent spends never overdraw. False when refused or no such user.
   */
  spend(userId: string, amount: Paise): Promise<boolean>;
  /** Adds `amount` to the balance; false when there is no such user. */
  credit(userId: string, amount: Paise): Promise<boolean>;
}
