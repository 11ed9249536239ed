import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

/** Catches what happens outside the router (providers, the router itself). Route errors use RouteErrorScreen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; hasError: boolean }> {
  override state = { error: null as unknown, hasError: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
