import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/download';
import { handleError } from '@/lib/errors';
import { formatCount } from '@/lib/money';
import { toast } from '@/lib/toast';
import { exportOrders, type OrderFilter } from '../api/orders';

/**
 * Downloads the orders the filters match as CSV (UTF-8 with a byte order mark, so spreadsheets
 * read ₹ and Indian names).
 *
 * @example
 * <ExportOrdersButton filter={apiFilter} />
 */
export function ExportOrdersButton({ filter }: { filter: OrderFilter }) {
  const exporting = useMutation({
    mutationFn: () => exportOrders(filter),
    onSuccess: (file) => {
      downloadText(file.filename, file.contentType, file.content);
      toast.success(`${formatCount(file.rows)} orders exported to ${file.filename}`);
    },
    onError: handleError,
  });
  return (
    <Button variant="outline" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
      {exporting.isPending ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
