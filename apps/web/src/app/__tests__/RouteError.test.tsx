import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter, type ErrorReporter } from '@/lib/errors/report';
import { HttpClientError } from '@/lib/http/errors';
import { renderInRouter } from '@/test/render';
import { RouteErrorBoundary } from '../RouteErrorBoundary';

let reports: Parameters<ErrorReporter['report']>[];
beforeEach(() => {
  reports = [];
  setErrorReporter({ report: (...args) => void reports.push(args) });
  // React logs the error it caught; the test does not need to see it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** A page that always fails to render. */
const failingPage = (error: unknown = new Error('render bug')) =>
  function Failing(): React.ReactNode {
    throw error;
  };

/** The shell's arrangement: a header, then the page inside its error boundary. */
function Shell({ Page }: { Page: () => React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <header>Shop header</header>
      <RouteErrorBoundary resetKey={pathname}>
        <Routes>
          <Route path="/pages/cart" element={<Page />} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

function renderAt(Page: () => React.ReactNode) {
  return renderInRouter(<Shell Page={Page} />, '/pages/cart').router;
}

describe('RouteErrorBoundary', () => {
  it('shows a recoverable error screen inside the shell instead of a blank page', async () => {
    renderAt(failingPage());
    expect(
      await screen.findByRole('heading', { name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong!');
    expect(screen.getByText('Shop header')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('reports the error once with the path', async () => {
    const error = new Error('render bug');
    renderAt(failingPage(error));
    await screen.findByRole('alert');
    expect(reports).toEqual([[error, { source: 'route', path: '/pages/cart' }]]);
  });

  it('shows a network failure in the spec’s words', async () => {
    renderAt(failingPage(new HttpClientError('Network Error', { kind: 'network' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  });

  it('"Try again" renders the page afresh', async () => {
    let broken = true;
    renderAt(() => {
      if (broken) throw new Error('render bug');
      return <h1>Cart</h1>;
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    broken = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Go to home" leaves the error behind', async () => {
    const router = renderAt(failingPage());
    await userEvent.click(await screen.findByRole('link', { name: 'Go to home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
