/**
 * The first order number a fresh storage hands out (order codes read HAAT-10234 onwards).
 *
 * @example
 * `HAAT-${FIRST_ORDER_NUMBER}`; // 'HAAT-10234'
 */
export const FIRST_ORDER_NUMBER = 10234;

/**
 * Sequences. SQL: `CREATE SEQUENCE order_number START 10234` and `nextval`.
 *
 * @example
 * const code = `HAAT-${await repos.counters.nextOrderNumber()}`;
 */
export interface CountersRepository {
  /**
   * The next order number: unique and increasing under any concurrency, starting at
   * {@link FIRST_ORDER_NUMBER}. Like a SQL sequence it may leave gaps (a number taken by a
   * transaction that rolled back need not be handed out again).
   */
  nextOrderNumber(): Promise<number>;
}
