import {
  describeZodError,
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  isErrorCode,
  zodProblems,
} from '@quoin/protocol';
import type { z } from 'zod';

export interface ErrorResponse {
  status: number;
  body: { error: ErrorBody };
}

interface ErrorShape {
  code?: unknown;
  message?: unknown;
  details?: unknown;
  statusCode?: unknown;
  name?: unknown;
  issues?: unknown;
}

function respond(code: ErrorCode, message: string, details: Record<string, unknown> = {}): ErrorResponse {
  const { status, isRetryable } = ERROR_CODES[code];
  return { status, body: { error: { code, message, details, isRetryable } } };
}

// Fastify's own request errors (FST_ERR_CTP_*): the body could not be read as JSON, was too big, or had
// another content type. Their messages already say what is wrong.
function fromFastifyError(statusCode: number, message: string): ErrorResponse {
  if (statusCode === 413) return respond('PAYLOAD_TOO_LARGE', `${message}; send at most 1 MB of JSON.`);
  if (statusCode === 415) return respond('UNSUPPORTED_MEDIA_TYPE', `${message}; send application/json.`);
  if (statusCode === 404) return respond('NOT_FOUND', message);
  if (statusCode === 405) return respond('METHOD_NOT_ALLOWED', message);
  return respond('VALIDATION_FAILED', message);
}

/**
 * The one place that turns anything thrown into the wire's error shape `{ error: { code, message, details,
 * isRetryable } }` and its HTTP status. Known codes keep their message (written for a person to act on);
 * anything else is a server fault whose message is not shown, since it may carry internals.
 */
export function toErrorResponse(error: unknown, requestId?: string): ErrorResponse {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as ErrorShape;
  if (shape.name === 'ZodError' && Array.isArray(shape.issues)) {
    const zodError = error as z.ZodError;
    return respond('VALIDATION_FAILED', describeZodError(zodError), { problems: zodProblems(zodError) });
  }
  const message = typeof shape.message === 'string' ? shape.message : String(error);
  if (isErrorCode(shape.code) && shape.code !== 'INTERNAL') {
    const details =
      typeof shape.details === 'object' && shape.details !== null
        ? (shape.details as Record<string, unknown>)
        : {};
    // A known server-side code (UNAVAILABLE, INSUFFICIENT_STORAGE…) keeps its message; the id finds its log.
    const withId = requestId && ERROR_CODES[shape.code].status >= 500 ? { ...details, requestId } : details;
    return respond(shape.code, message, withId);
  }
  if (
    typeof shape.code === 'string' &&
    shape.code.startsWith('FST_') &&
    typeof shape.statusCode === 'number'
  ) {
    if (shape.statusCode >= 400 && shape.statusCode < 500) return fromFastifyError(shape.statusCode, message);
  }
  const where = requestId ? ` under request id ${requestId}` : '';
  return respond(
    'INTERNAL',
    `Something went wrong on the server; the error is in its log${where}. Try again later.`,
    requestId ? { requestId } : {},
  );
}
