import { FormError } from '@/components/FormError';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * The apply action's name for a count of changes.
 *
 * @example
 * applyLabel(1); // 'Apply 1 change'
 */
export const applyLabel = (changes: number): string =>
  `Apply ${changes} ${changes === 1 ? 'change' : 'changes'}`;

/**
 * Asks before an import is applied, saying what it will do; a refusal is shown in the dialog and
 * nothing the staff member chose is lost.
 *
 * @example
 * <ApplyDialog open what="stock counts" changes={3} pending={false} error={null}
 *   onApply={apply} onOpenChange={setOpen} />
 * // `effect` replaces the default "…shoppers see them within seconds." where that is not so.
 */
export function ApplyDialog({
  open,
  what,
  effect,
  changes,
  pending,
  error,
  onApply,
  onOpenChange,
}: {
  open: boolean;
  what: string;
  effect?: string | undefined;
  changes: number;
  pending: boolean;
  error: string | null;
  onApply: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const label = applyLabel(changes);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{label}?</DialogTitle>
          <DialogDescription>
            The previewed {what} are written at once
            {effect ?? ' and shoppers see them within seconds'}. Each is checked again as it is
            written; if anything changed since the preview, nothing is written and the rows are
            named.
          </DialogDescription>
        </DialogHeader>
        <FormError message={error} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Go back
          </Button>
          <Button onClick={onApply} disabled={pending}>
            {label}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
