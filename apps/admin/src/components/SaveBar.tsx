import { FormError } from '@/components/FormError';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';

/**
 * A form's footer: its refusal (kept beside the typed values) and its submit button.
 *
 * @example
 * <SaveBar label="Save product" pending={save.isPending} error={save.error} />
 */
export function SaveBar({
  label,
  pending,
  error,
}: {
  label: string;
  pending: boolean;
  error: unknown;
}) {
  return (
    <div className="grid gap-2">
      <FormError message={error ? errorMessage(error) : null} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : label}
        </Button>
      </div>
    </div>
  );
}
