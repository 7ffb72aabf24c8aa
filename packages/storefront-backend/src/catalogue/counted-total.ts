/**
 * A listing's total from a page whose request asked storage to count (`PageRequest.count`): a
 * null total there is a coding mistake (a caller that did not ask, or storage that did not
 * count), thrown as such rather than answered as zero.
 *
 * @example
 * const { total } = await repos.catalogue.productPage(query, 'DEFAULT', { offset: 0, limit: 1, count: true });
 * countedTotal(total); // 12
 */
export function countedTotal(total: number | null): number {
  if (total === null) throw new Error('A listing total read without a count');
  return total;
}
