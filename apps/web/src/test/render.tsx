import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { routes } from '@/app/routes';

function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders the whole app at `path`, as a shopper would land on it. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
      <Toaster position="bottom-left" duration={3000} />
    </QueryClientProvider>,
  );
  return { ...view, router, user };
}

/** Renders one component with the providers it needs (no router pages). */
export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup();
  const view = render(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>);
  return { ...view, user };
}
