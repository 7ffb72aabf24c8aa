import { Link, useLocation } from 'react-router-dom';
import { PageHead } from '@/components/PageHead';
import { notFoundHead } from '@/lib/head/simpleHead';
import { useServerRender } from '@/lib/ssr/serverRender';

/**
 * Served at /pages/404 and, in place, for every unknown path, product or collection; the server
 * answers such a page with status 404.
 */
export default function NotFoundRoute() {
  const { pathname } = useLocation();
  useServerRender()?.setStatus(404);
  return (
    <section className="mx-auto max-w-lg px-4 py-16 text-center">
      <PageHead head={notFoundHead(pathname)} />
      <p className="text-5xl font-bold text-brand">404</p>
      <h1 className="mt-2 text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-ink-muted">
        The page you are looking for has moved or never existed.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to="/" className="btn-primary">
          Go to home
        </Link>
        <Link to="/shop" className="btn-secondary">
          Shop all products
        </Link>
      </div>
    </section>
  );
}
