// One error type for the whole server, one table from code to HTTP status (DESIGN §5).
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  ACCOUNT_INACTIVE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  /** Sent as Retry-After (429, 503). */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The code of a status that arrives without one (the first code of the table with that status). */
export function codeForStatus(status: number): string {
  const found = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status);
  return found ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION');
}

/** What a 5xx says: its details stay in the log. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** '25MB', '2MB', '1MB': how SPEC §5 writes a size. */
export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10}MB`;

/** SPEC §5's message for a file over its route's limit, with that limit. */
export const uploadTooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `Please select a file smaller than ${megabytes(maxBytes)}.`);
