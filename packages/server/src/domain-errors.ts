/**
 * What went wrong, in the domain's words: services and repositories throw these, and the one
 * error handler (http/error-handler.ts) turns each kind into its HTTP status, localizes the
 * message and adds `code`. Routes never translate errors themselves; the admin command line
 * prints the message (cli/run-admin.ts).
 *
 * `message` is the English text the client reads (contract's error-messages.ts gives its code
 * and translations); `detail` names the fields it is about, a message per field.
 */
export type FieldMessages = Record<string, string>;

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'payment-required'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'too-many'
  | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    message: string,
    readonly detail?: FieldMessages,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input breaks a rule the schema cannot state (400); `detail` names the fields. */
export class ValidationError extends DomainError {
  readonly kind = 'invalid';
}

/** No valid sign-in where one is needed (401). */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';

  constructor(message = 'Not authenticated', detail?: FieldMessages) {
    super(message, detail);
  }
}

/** The balance does not cover the debit (402); `shortfall` is how many UZS are missing. */
export class PaymentRequiredError extends DomainError {
  readonly kind = 'payment-required';

  constructor(
    message: string,
    readonly shortfall: number,
  ) {
    super(message);
  }
}

/** Signed in, but not allowed (403). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** The current state does not allow it: taken, already linked, wrong status (409). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** An upload over its limit (413). */
export class TooLargeError extends DomainError {
  readonly kind = 'too-large';
}

/** A part of the product is not set up on this server (503). */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

/** Over a rate or attempt limit; the client may try again after `retryAfterSeconds` (429). */
export class TooManyRequestsError extends DomainError {
  readonly kind = 'too-many';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
