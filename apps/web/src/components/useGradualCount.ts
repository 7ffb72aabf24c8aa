import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then `step` more in each following task
 * (as a transition) until all are shown. A long list that arrives while the page shows (a
 * listing's 48 cards) then builds in short tasks, first screen first, instead of one long task
 * that blocks input (Lighthouse counted 670 ms of it on `/shop`).
 *
 * @example
 * const count = useGradualCount(products.length, 8);
 * products.slice(0, count).map((product) => <ProductCard key={product.id} product={product} />);
 */
export function useGradualCount(total: number, first: number, step = first): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + step)), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
