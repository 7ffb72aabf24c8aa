import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';

/**
 * What a screen shows when its data could not be read: the reason and a way to try again.
 *
 * @example
 * if (query.isError) return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
 */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-2 rounded-md border p-4">
      <p className="font-medium">This could not be loaded: {errorMessage(error)}</p>
      <Button variant="outline" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * A quiet, announced "Loading…" for a screen or a table waiting for its data.
 *
 * @example
 * if (query.isPending) return <Loading what="orders" />;
 */
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="p-4 text-sm text-muted-foreground">
      Loading {what}…
    </p>
  );
}
