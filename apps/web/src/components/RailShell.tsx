import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ProductCardSkeleton } from './Skeleton';

interface RailShellProps {
  title: string;
  /** Link to the full listing. */
  viewAll?: string | undefined;
  /** The row's items (`<li>`s). */
  children: ReactNode;
}

/**
 * A rail's frame: its heading (with the link to the full listing) and the row its cards go in.
 * Apart from ProductRail (and ProductCard), so that a rail's placeholder costs a page's first
 * load nothing but this: the rail itself comes in the chunk that renders it.
 */
export function RailShell({ title, viewAll, children }: RailShellProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        {viewAll ? (
          <Link
            to={viewAll}
            className="inline-flex min-h-8 items-center text-sm font-medium text-brand underline"
          >
            View all <span className="sr-only">{title}</span>
          </Link>
        ) : null}
      </div>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0">
        {children}
      </ul>
    </section>
  );
}

/** A loading rail's row: four card skeletons. */
export function RailSkeletons() {
  return Array.from({ length: 4 }, (_, index) => (
    <li key={index} className="w-[46%] shrink-0 sm:w-[30%] lg:w-auto">
      <ProductCardSkeleton />
    </li>
  ));
}

/** A rail's loading state: its heading and card skeletons (also before it is asked for). */
export function RailPlaceholder({ title, viewAll }: { title: string; viewAll?: string }) {
  return (
    <RailShell title={title} viewAll={viewAll}>
      <RailSkeletons />
    </RailShell>
  );
}
