import { GENERAL_ERROR_MESSAGE } from '@haat/commerce-core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { reportError } from '@/lib/errors/report';
import { HttpClientError } from '@/lib/http/errors';
import { useSystemStore } from '@/stores/systemStore';

/** A route chunk that could not be fetched (usually a new deploy): only a reload fixes it. */
const isStaleChunk = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message);

function explain(error: unknown): string {
  if (error instanceof HttpClientError) return error.message;
  return GENERAL_ERROR_MESSAGE;
}

/**
 * The recoverable error screen a route error boundary (`RouteErrorBoundary`) shows inside the
 * shell instead of a blank page. The error is reported once; "Try again" renders the route
 * afresh (or reloads the page when its code could not be fetched).
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const location = useLocation();
  const path = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    reportError(error, { source: 'route', path });
  }, [error, path]);
  // An error screen is the page the shopper got: what waits for the page may start.
  const setPageShown = useSystemStore((state) => state.setPageShown);
  useEffect(() => setPageShown(), [setPageShown]);

  const retry = () => {
    if (isStaleChunk(error)) window.location.reload();
    else onRetry();
  };

  return (
    <section
      role="alert"
      aria-labelledby="route-error-title"
      className="mx-auto max-w-lg px-4 py-16 text-center"
    >
      <h1 id="route-error-title" className="text-2xl font-semibold">
        This page could not be shown
      </h1>
      <p className="mt-2 text-ink-muted">{explain(error)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={retry}>
          Try again
        </button>
        <Link className="btn-secondary" to="/">
          Go to home
        </Link>
      </div>
    </section>
  );
}
