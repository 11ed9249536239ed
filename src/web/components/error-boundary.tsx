import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

/**
 * Shows the error screen for what throws below it: the providers (main.tsx) and the routes (AppRoutes). A new
 * `resetKey` (the route's path) clears it, so leaving a broken page works without remounting the pages around it.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { error: unknown; hasError: boolean }> {
  override state = { error: null as unknown, hasError: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, hasError: true };
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.setState({ error: null, hasError: false });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
