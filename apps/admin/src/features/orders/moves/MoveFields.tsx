import { Field } from '@/components/Field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { Order } from '../api/schemas';
import type { RefundTo, StaffMove } from './describe';
import type { MoveProblems, MoveValues } from './submitMove';

const REFUND_MOVES: readonly StaffMove[] = [
  'RECEIVE_RTO',
  'RECEIVE_RETURN',
  'REISSUE_REFUND',
  'GOODWILL_REFUND',
];
const RESTOCK_MOVES: readonly StaffMove[] = ['RECEIVE_RTO', 'RECEIVE_RETURN'];
const REASON_LABELS: Partial<Record<StaffMove, string>> = {
  DELIVERY_FAILED: "Courier's reason (NDR)",
  CANCEL: 'Why it is cancelled',
  REFUSE_RETURN: 'Why the return is refused (the shopper is told)',
  REISSUE_REFUND: 'Reason',
  GOODWILL_REFUND: 'Reason',
  REATTEMPT: 'Note (optional)',
};

/**
 * The fields one move asks for, and only those: a dispatch its courier and AWB, a failed
 * delivery the courier's reason, a refund where it goes, and so on.
 *
 * @example
 * <MoveFields move="DISPATCH" order={order} values={values} problems={problems} onChange={patch} />
 */
export function MoveFields({
  move,
  order,
  values,
  problems,
  onChange,
}: {
  move: StaffMove;
  order: Order;
  values: MoveValues;
  problems: MoveProblems;
  onChange: (patch: Partial<MoveValues>) => void;
}) {
  const text = (
    name: 'courier' | 'awb' | 'trackingUrl' | 'phone' | 'address' | 'date' | 'amount',
    label: string,
    extra: { type?: string; hint?: string; inputMode?: 'decimal' | 'tel' } = {},
  ) => (
    <Field label={label} hint={extra.hint} error={problems[name]}>
      {(props) => (
        <Input
          {...props}
          type={extra.type ?? 'text'}
          inputMode={extra.inputMode}
          value={values[name]}
          onChange={(event) => onChange({ [name]: event.target.value })}
        />
      )}
    </Field>
  );
  const reasonLabel = REASON_LABELS[move];
  const refundable = move === 'CANCEL' ? order.money.held > 0 : REFUND_MOVES.includes(move);
  return (
    <div className="grid gap-3">
      {move === 'DISPATCH' && (
        <>
          {text('courier', 'Courier')}
          {text('awb', 'AWB (tracking number)')}
          {text('trackingUrl', 'Tracking link (optional)', {
            type: 'url',
            hint: "Empty: the shop's tracking link template is filled with the AWB.",
          })}
        </>
      )}
      {move === 'REATTEMPT' && (
        <>
          {text('phone', 'Corrected phone (optional)', { type: 'tel', inputMode: 'tel' })}
          {text('address', 'Corrected address (optional)')}
          {text('date', 'Deliver on (optional)', { type: 'date' })}
        </>
      )}
      {move === 'GOODWILL_REFUND' && text('amount', 'Amount in rupees', { inputMode: 'decimal' })}
      {RESTOCK_MOVES.includes(move) && (
        <div className="flex items-center gap-2">
          <Checkbox
            id="restock-all"
            checked={values.restockAll}
            onCheckedChange={(checked) => onChange({ restockAll: checked === true })}
          />
          <Label htmlFor="restock-all">Every unit passed the check: put them back on sale</Label>
        </div>
      )}
      {refundable && (
        <Field label="Refund to">
          {(props) => (
            <Select
              value={values.refundTo}
              onValueChange={(refundTo) => onChange({ refundTo: refundTo as RefundTo })}
            >
              <SelectTrigger {...props} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {order.money.paidOnline > 0 && (
                  <SelectItem value="ORIGINAL">The original payment</SelectItem>
                )}
                <SelectItem value="STORE_CREDIT">
                  Store credit (the shopper&apos;s reward balance)
                </SelectItem>
              </SelectContent>
            </Select>
          )}
        </Field>
      )}
      {reasonLabel && (
        <Field label={reasonLabel} error={problems.reason}>
          {(props) => (
            <Textarea
              {...props}
              rows={2}
              value={values.reason}
              onChange={(e) => onChange({ reason: e.target.value })}
            />
          )}
        </Field>
      )}
    </div>
  );
}
