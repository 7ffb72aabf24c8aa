import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Field } from '@/components/Field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { ordersPath, PAYMENT_TYPE_LABELS, STAGE_LABELS } from '@/lib/labels';
import { FULFILMENT_STAGES, PAYMENT_TYPES } from '../api/schemas';
import { NO_FILTERS, SAVED_VIEWS, type ListFilters } from '../filters';

const ANY = 'any';

/**
 * The list's filters: one search box (order code, AWB or phone: what a packer has in hand),
 * stage, payment type, pin code and dates; saved views one click away. Applying puts the filters
 * in the address, so a filtered list can be bookmarked and shared.
 *
 * @example
 * <OrderFilters value={filters} onApply={setFilters} />
 */
export function OrderFilters({
  value,
  onApply,
}: {
  value: ListFilters;
  onApply: (filters: ListFilters) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const set = (patch: Partial<ListFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <div className="grid gap-3 print:hidden">
      <nav aria-label="Saved views" className="flex flex-wrap gap-2">
        {SAVED_VIEWS.map((view) => (
          <Button key={view.name} asChild variant="outline" size="sm">
            <Link to={ordersPath(view.filters)}>{view.name}</Link>
          </Button>
        ))}
      </nav>
      <form
        role="search"
        aria-label="Filter orders"
        onSubmit={submit}
        className="grid gap-3 rounded-md border p-3 md:grid-cols-4"
      >
        <Field label="Order code, AWB or phone" className="grid gap-1.5 md:col-span-2">
          {(props) => (
            <Input
              {...props}
              type="search"
              value={draft.search}
              onChange={(e) => set({ search: e.target.value })}
            />
          )}
        </Field>
        <Field label="Stage">
          {(props) => (
            <Select
              value={draft.stage[0] ?? ANY}
              onValueChange={(stage) =>
                set({ stage: stage === ANY ? [] : [stage as ListFilters['stage'][number]] })
              }
            >
              <SelectTrigger {...props} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>Any stage</SelectItem>
                {FULFILMENT_STAGES.map((stage) => (
                  <SelectItem key={stage} value={stage}>
                    {STAGE_LABELS[stage]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <Field label="Payment type">
          {(props) => (
            <Select
              value={draft.paymentType[0] ?? ANY}
              onValueChange={(type) =>
                set({
                  paymentType: type === ANY ? [] : [type as ListFilters['paymentType'][number]],
                })
              }
            >
              <SelectTrigger {...props} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>Any payment type</SelectItem>
                {PAYMENT_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {PAYMENT_TYPE_LABELS[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <Field label="Pin code">
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              maxLength={6}
              value={draft.pinCode}
              onChange={(e) => set({ pinCode: e.target.value })}
            />
          )}
        </Field>
        <Field label="Placed from">
          {(props) => (
            <Input
              {...props}
              type="date"
              value={draft.from}
              onChange={(e) => set({ from: e.target.value })}
            />
          )}
        </Field>
        <Field label="Placed to (inclusive)">
          {(props) => (
            <Input
              {...props}
              type="date"
              value={draft.to}
              onChange={(e) => set({ to: e.target.value })}
            />
          )}
        </Field>
        <div className="flex items-end gap-2">
          <Button type="submit">Apply filters</Button>
          <Button type="button" variant="ghost" onClick={() => onApply(NO_FILTERS)}>
            Clear
          </Button>
        </div>
      </form>
    </div>
  );
}
