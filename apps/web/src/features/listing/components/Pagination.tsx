import { Link } from 'react-router-dom';

interface PaginationProps {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}

/** Numbered pages with previous and next, as links (the page is in the URL). */
export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 1,
  );
  const item =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line px-3';
  return (
    <nav aria-label="Pagination" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} className={item} rel="prev">
              Previous <span className="sr-only">page</span>
            </Link>
          </li>
        ) : null}
        {numbers.map((n, index) => (
          <li key={n} className="flex items-center gap-1">
            {index > 0 && n - (numbers[index - 1] ?? n) > 1 ? (
              <span aria-hidden="true">…</span>
            ) : null}
            <Link
              to={hrefFor(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              className={`${item} ${n === page ? 'border-brand bg-brand text-white' : ''}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={hrefFor(page + 1)} className={item} rel="next">
              Next <span className="sr-only">page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
