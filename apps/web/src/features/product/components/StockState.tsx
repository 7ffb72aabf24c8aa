import { UNTRACKED_INVENTORY } from '@haat/commerce-core';

/** Few enough units left to say so. */
const LOW_STOCK = 5;

interface StockStateProps {
  inStock: boolean;
  available: number;
  /** False when the chosen options match no variant. */
  exists: boolean;
}

/** The stock line under the price: in stock, only a few left, out of stock or unavailable. */
export function StockState({ inStock, available, exists }: StockStateProps) {
  if (!exists) {
    return <p className="text-sm font-medium text-danger">This combination is not available</p>;
  }
  if (!inStock) return <p className="text-sm font-medium text-danger">Out of stock</p>;
  const few = available < UNTRACKED_INVENTORY && available <= LOW_STOCK;
  return (
    <p className={`text-sm font-medium ${few ? 'text-warning' : 'text-success'}`}>
      {few ? `Only ${available} left in stock` : 'In stock'}
    </p>
  );
}
