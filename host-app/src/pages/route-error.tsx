// What went wrong under a route decides which error page (404, server error, validation error,
// ...) shows. The router runs in declarative mode (decision 0262), so a render error reaches the
// page through this boundary rather than the data router's errorElement; it resets when the
// address changes.
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChunkLoadError, apiErrorStatus } from '@savdo/core';
import { ErrorPage, type ErrorKind } from './error-page';

/**
 * The page for what failed: a refused request (400, 422) is a validation error, a server's
 * failure (500, or 502, 503 ... named by its code) a server error, 401, 403 and 404 their own pages; anything else, a request that
 * got no answer or a bug in a page included, is an unknown error, for the page cannot say more. A
 * part of the page whose code could not be downloaded is a network error.
 */
export function errorKindOf(error: unknown): ErrorKind {
  // A part of the page whose code could not be downloaded (a back-office section, say).
  if (error instanceof ChunkLoadError) return 'network';
  const status = apiErrorStatus(error);
  if (status === 400 || status === 422) return 'validation';
  if (status === 500) return 'server';
  if (status !== null && status > 500 && status <= 599) return 'serverError';
  if (status === 404) return 'notFound';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  return 'unknown';
}

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    // A new address is a new page: forget the last one's error.
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    return this.state.error ? (
      <ErrorPage kind={errorKindOf(this.state.error)} status={apiErrorStatus(this.state.error)} />
    ) : (
      this.props.children
    );
  }
}

/** Shows the matching error page instead of a route whose render throws. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary resetKey={pathname + search}>{children}</Boundary>;
}
