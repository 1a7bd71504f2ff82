/**
 * Errors a handler throws to answer a 4xx: the error handler turns them into the shape the
 * client reads, `{ message, detail? }` (decision 4).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly detail?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, detail?: Record<string, string>) =>
  new HttpError(400, message, detail);
export const unauthorized = (message = 'Not authenticated') =>
  new HttpError(401, message, undefined, { 'www-authenticate': 'Bearer' });
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, detail?: Record<string, string>) =>
  new HttpError(409, message, detail);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });

export const BANNED_MESSAGE = 'Your account has been banned';
export const INACTIVE_MESSAGE = 'Your account is not active. Contact the admin to activate it.';
