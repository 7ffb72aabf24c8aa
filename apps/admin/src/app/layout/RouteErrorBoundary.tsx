import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';

interface State {
  error: unknown;
}

/**
 * The route error boundary: a screen that throws while rendering shows what went wrong and a way
 * to reload, and the navigation stays usable.
 *
 * @example
 * <RouteErrorBoundary><Outlet /></RouteErrorBoundary>
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <h1 className="text-xl font-semibold">This screen failed</h1>
        <p>{errorMessage(this.state.error)}</p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    );
  }
}
