import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next page) clears a caught error. */
  resetKey: string;
}

interface RouteErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * The error boundary around a route (issue 8): an error thrown while rendering the page (or
 * loading its code) shows `RouteError` inside the shell, and leaving for another page or pressing
 * "Try again" renders afresh.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  private readonly reset = () => this.setState({ error: null, failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteError error={this.state.error} onRetry={this.reset} />;
  }
}
