/**
 * The one list of error codes on the wire: each code's HTTP status and whether retrying the same request can
 * succeed. Core and the store throw QuoinError with these codes; the server's `toErrorResponse` is the one place
 * that turns anything thrown into `{ error: { code, message, details } }` with this status. Match on `code`.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, isRetryable: false },
  NOT_FOUND: { status: 404, isRetryable: false },
  METHOD_NOT_ALLOWED: { status: 405, isRetryable: false },
  VERSION_CONFLICT: { status: 409, isRetryable: false },
  ALREADY_EXISTS: { status: 409, isRetryable: false },
  NO_PENDING_PLAN: { status: 409, isRetryable: false },
  PAYLOAD_TOO_LARGE: { status: 413, isRetryable: false },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, isRetryable: false },
  SCOPE_NOT_UNDERSTOOD: { status: 422, isRetryable: false },
  INVALID_PLAN: { status: 422, isRetryable: false },
  INVALID_ESTIMATE: { status: 422, isRetryable: false },
  INVALID_TRANSITION: { status: 422, isRetryable: false },
  INVALID_UPLOAD: { status: 422, isRetryable: false },
  INVALID_ZIP: { status: 422, isRetryable: false },
  UNKNOWN_TRADE: { status: 422, isRetryable: false },
  /** A quantity, price or total past what a construction estimate can be (core's MONEY_BOUNDS). */
  AMOUNT_OUT_OF_RANGE: { status: 422, isRetryable: false },
  RATE_LIMITED: { status: 429, isRetryable: true },
  INTERNAL: { status: 500, isRetryable: false },
  UNAVAILABLE: { status: 503, isRetryable: true },
  /** Another process owns the embedded database (its PID is in the message). */
  DATABASE_IN_USE: { status: 409, isRetryable: false },
  DATABASE_UNREADABLE: { status: 503, isRetryable: false },
  INVALID_BACKUP: { status: 422, isRetryable: false },
  /** The uploads would pass the total storage quota of the server. */
  INSUFFICIENT_STORAGE: { status: 507, isRetryable: false },
  /** No valid session cookie or bearer token, a wrong password, or a locked account. */
  UNAUTHENTICATED: { status: 401, isRetryable: false },
  /** Signed in, but the role (or the token's scope) does not allow this, or a CSRF/Origin check failed. */
  FORBIDDEN: { status: 403, isRetryable: false },
  /** A proposal share link past its expiry, or revoked by the contractor (issue #15). */
  SHARE_LINK_CLOSED: { status: 410, isRetryable: false },
  // What core, planning, agents' tools and flows, documents and the store throw at a request's input.
  INVALID_INPUT: { status: 400, isRetryable: false },
  INVALID_DATE: { status: 400, isRetryable: false },
  INVALID_FORMULA: { status: 422, isRetryable: false },
  INVALID_QUANTITY: { status: 422, isRetryable: false },
  UNKNOWN_LABOR_RATE: { status: 422, isRetryable: false },
  NO_LABOR_RATE: { status: 422, isRetryable: false },
  INVALID_TRADE_PROFILE: { status: 422, isRetryable: false },
  INVALID_CSV: { status: 422, isRetryable: false },
  INVALID_XER: { status: 422, isRetryable: false },
  INVALID_MSPDI: { status: 422, isRetryable: false },
  INVALID_CALENDAR: { status: 422, isRetryable: false },
  INVALID_OFFSET: { status: 422, isRetryable: false },
  MISSING_DATES: { status: 422, isRetryable: false },
  INVALID_SCHEDULE: { status: 422, isRetryable: false },
  INVALID_CONDITION: { status: 422, isRetryable: false },
  UNKNOWN_TRANSFORM: { status: 422, isRetryable: false },
  /** Two items of one price list or catalog share a SKU. */
  DUPLICATE_SKU: { status: 422, isRetryable: false },
  // Faults of the server's own data or keys, not of the request: 500 on purpose, named so logs say which.
  INVALID_CITIES: { status: 500, isRetryable: false },
  INVALID_LABOR_RATES: { status: 500, isRetryable: false },
  INVALID_LOCATION_FACTORS: { status: 500, isRetryable: false },
  INVALID_LEXICON: { status: 500, isRetryable: false },
  INVALID_EDIT_PHRASES: { status: 500, isRetryable: false },
  INVALID_DATA: { status: 500, isRetryable: false },
  MIGRATION_CHANGED: { status: 500, isRetryable: false },
  SECRET_UNREADABLE: { status: 500, isRetryable: false },
  INVALID_COST_CODES: { status: 500, isRetryable: false },
  INVALID_CATALOG: { status: 500, isRetryable: false },
} as const satisfies Record<string, { status: number; isRetryable: boolean }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
}

/** The HTTP status of a code; codes not in the list are server faults (500). */
export function httpStatusFor(code: string): number {
  return isErrorCode(code) ? ERROR_CODES[code].status : ERROR_CODES.INTERNAL.status;
}

/** The body of every error response, REST and WebSocket alike (the `error` event carries the same fields). */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details: Record<string, unknown>;
  isRetryable: boolean;
}
