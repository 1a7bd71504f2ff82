// The router's error element: what went wrong decides which error page of spec section 8 shows.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { apiErrorStatus, isApiRequestError } from '@savdo/core';
import { ErrorPage, type ErrorKind } from './error-page';

export function errorKindOf(error: unknown): ErrorKind {
  const status = isRouteErrorResponse(error) ? error.status : apiErrorStatus(error);
  if (isApiRequestError(error) && status === null) return 'network';
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return 'network';
  if (status === 404) return 'notFound';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  return 'server';
}

export function RouteError() {
  const error = useRouteError();
  return <ErrorPage kind={errorKindOf(error)} />;
}
