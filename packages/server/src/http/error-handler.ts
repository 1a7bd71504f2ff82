/**
 * One place where every failure becomes an answer in the client's shape `{ message, detail? }`:
 * validation errors with a message per field, malformed bodies, the domain errors services
 * throw (domain-errors.ts, each kind to its status here and nowhere else), and anything
 * unexpected as a 500 whose details go to the log, never to the client.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  LANGUAGES,
  errorCodeOf,
  localizeErrorMessage,
  type ApiError,
  type Language,
} from '@savdo/contract';
import {
  DomainError,
  PaymentRequiredError,
  TooManyRequestsError,
  type DomainErrorKind,
} from '../domain-errors';
import type { FieldError } from './validation';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_FILES_LIMIT: 'Too many files',
  FST_PARTS_LIMIT: 'Too many parts in the upload',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data',
};

/** The HTTP status of each kind of domain error. */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  'payment-required': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'too-many': 429,
  unavailable: 503,
};

function headersOf(error: DomainError): Record<string, string> {
  if (error.kind === 'unauthenticated') return { 'www-authenticate': 'Bearer' };
  if (error instanceof TooManyRequestsError) {
    return { 'retry-after': String(Math.max(1, error.retryAfterSeconds)) };
  }
  return {};
}

/**
 * F9 (docs/decisions/0090-holding-under-abuse.md): the multipart parser (busboy) throws plain
 * errors for a body cut off or not multipart at all; they are the client's fault, not the server's.
 */
export const BROKEN_UPLOAD_MESSAGE =
  'The upload was cut off or is not valid multipart/form-data; send the file again';
const BROKEN_MULTIPART =
  /Unexpected end of (form|multipart)|Malformed part header|Boundary not found|Multipart: /i;

/** The language the request asks for (`Accept-Language`, by preference), English by default. */
export function requestLanguage(header: string | undefined): Language {
  const wanted = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { lang } of wanted) {
    if ((LANGUAGES as readonly string[]).includes(lang)) return lang as Language;
  }
  return 'en';
}

/**
 * every error carries a stable `code` (and `fields`, a code per field), and its
 * message and field messages are worded in the language the request asks for.
 */
function localized(body: ApiError, status: number, request: FastifyRequest): ApiError {
  const lang = requestLanguage(request.headers['accept-language']);
  const out: ApiError = {
    message: localizeErrorMessage(body.message, lang),
    code: errorCodeOf(body.message, status),
  };
  if (body.detail) {
    out.detail = {};
    out.fields = {};
    for (const [field, message] of Object.entries(body.detail)) {
      out.detail[field] = localizeErrorMessage(message, lang);
      out.fields[field] = errorCodeOf(message, status);
    }
  }
  return out;
}

function isFieldErrors(value: unknown): value is FieldError[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'object' && v && 'field' in v);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | Error, request, reply) => {
    if (error instanceof DomainError) {
      const status = STATUS_OF[error.kind];
      const body: ApiError = { message: error.message };
      if (error.detail) body.detail = error.detail;
      const answer = localized(body, status, request);
      if (error instanceof PaymentRequiredError) answer.shortfall = error.shortfall;
      return reply.code(status).headers(headersOf(error)).send(answer);
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const detail: Record<string, string> = {};
      let message = 'The request is not valid';
      if (isFieldErrors(fastifyError.validation)) {
        for (const e of fastifyError.validation) detail[e.field || '_'] = e.message;
        message = fastifyError.validation[0]?.message ?? message;
      }
      return reply.code(400).send(localized({ message, detail }, 400, request));
    }
    if (!fastifyError.statusCode && BROKEN_MULTIPART.test(error.message)) {
      return reply.code(400).send(localized({ message: BROKEN_UPLOAD_MESSAGE }, 400, request));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FASTIFY_MESSAGES[fastifyError.code] ??
        (error instanceof SyntaxError
          ? FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY
          : undefined) ??
        error.message;
      return reply.code(status).send(localized({ message }, status, request));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(localized({ message: 'Internal server error' }, 500, request));
  });
}
