import { Field } from '@/components/Field';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { PriceDraft } from '../priceFields';

/**
 * Title, status, price, MRP, cost, SKU and quantities: the fields a product and a variant share.
 *
 * @example
 * <PriceInputs draft={draft} problems={problems} onChange={patch} />
 */
export function PriceInputs({
  draft,
  problems,
  onChange,
}: {
  draft: PriceDraft;
  problems: Partial<Record<keyof PriceDraft, string>>;
  onChange: (patch: Partial<PriceDraft>) => void;
}) {
  const text = (
    name: Exclude<keyof PriceDraft, 'status'>,
    label: string,
    hint?: string,
    numeric = false,
  ) => (
    <Field label={label} hint={hint} error={problems[name]}>
      {(props) => (
        <Input
          {...props}
          inputMode={numeric ? 'decimal' : undefined}
          value={draft[name]}
          onChange={(event) => onChange({ [name]: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {text('title', 'Title')}
      <Field label="Status" hint="Disabled products are hidden from shoppers.">
        {(props) => (
          <Select
            value={draft.status}
            onValueChange={(status) => onChange({ status: status as PriceDraft['status'] })}
          >
            <SelectTrigger {...props} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="ENABLED">Enabled (on sale)</SelectItem>
              <SelectItem value="DISABLED">Disabled (hidden)</SelectItem>
            </SelectContent>
          </Select>
        )}
      </Field>
      {text('price', 'Price (₹)', 'What the shopper pays.', true)}
      {text('listingPrice', 'MRP (₹)', 'Shown struck through; at least the price.', true)}
      {text('costPrice', 'Cost price (₹)', 'Never shown to shoppers.', true)}
      {text('sku', 'SKU')}
      {text('minimumOrderQuantity', 'Least per order', undefined, true)}
      {text('maximumOrderQuantity', 'Most per order', undefined, true)}
    </div>
  );
}
