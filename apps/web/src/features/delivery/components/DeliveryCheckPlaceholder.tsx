import { Skeleton } from '@/components/Skeleton';

/**
 * The delivery check's place while its code loads: the same box, heading and form height, so
 * nothing moves when the check arrives.
 */
export function DeliveryCheckPlaceholder() {
  return (
    <section
      aria-label="Check delivery"
      aria-busy="true"
      className="rounded-lg border border-line p-3"
    >
      <p aria-hidden="true" className="font-semibold">
        Check delivery
      </p>
      <div className="mt-2 flex gap-2">
        <Skeleton className="h-11 w-36" />
        <Skeleton className="h-11 w-20" />
      </div>
      <div className="mt-2 text-sm" />
    </section>
  );
}
