import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';

/** A recoverable error screen instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong!';
  return (
    <section role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">This page could not be shown</h1>
      <p className="mt-2 text-ink-muted">{detail}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => void navigate(0)}>
          Try again
        </button>
        <a className="btn-secondary" href="/">
          Go to home
        </a>
      </div>
    </section>
  );
}
