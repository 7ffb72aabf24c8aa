import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { Toaster } from 'sonner';
import { AppRoutes } from '@/app/routes';

function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** What a test reads of the router: where the shopper is now, and a way to navigate. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

/** Reports every location the router settles on, with its navigate function. */
function RouterProbe({
  onRender,
}: {
  onRender: (location: Location, go: NavigateFunction) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  // A layout effect: the location is current before a test can see the new page in the DOM.
  useLayoutEffect(() => onRender(location, navigate));
  return null;
}

/**
 * Renders `ui` in a memory router at `path`; the answer's `router` follows the location.
 *
 * @example
 * const { router } = renderInRouter(<ProductCard product={p} />, '/');
 * expect(router.state.location.pathname).toBe('/pages/wishlist');
 */
export function renderInRouter(ui: ReactNode, path = '/') {
  const probe: { location?: Location; go?: NavigateFunction } = {};
  const router: TestRouter = {
    state: {
      get location() {
        if (!probe.location) throw new Error('the router has not rendered yet');
        return probe.location;
      },
    },
    navigate: async (to) => {
      await act(async () => {
        await probe.go?.(to);
      });
    },
  };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <RouterProbe
        onRender={(location, go) => {
          probe.location = location;
          probe.go = go;
        }}
      />
    </MemoryRouter>,
  );
  return { ...view, router };
}

/** Renders the whole app at `path`, as a shopper would land on it. */
export function renderRoute(path: string) {
  const user = userEvent.setup();
  const view = renderInRouter(
    <QueryClientProvider client={testQueryClient()}>
      <AppRoutes />
      <Toaster position="bottom-left" duration={3000} />
    </QueryClientProvider>,
    path,
  );
  return { ...view, user };
}

/** Renders one component with the providers it needs (no router pages). */
export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup();
  const view = render(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>);
  return { ...view, user };
}
