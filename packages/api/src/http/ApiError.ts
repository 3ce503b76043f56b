// One error type for every failed call, whatever went wrong, so screens handle errors in one way.

const apiErrorKinds = ['http', 'network', 'malformed', 'timeout', 'cancelled'] as const;
/**
 * `http`: the server answered with an error status; `network`: no answer; `malformed`: an answer we could not read;
 * `timeout`: no full answer within the configured time; `cancelled`: the caller gave up (e.g. left the screen).
 */
type ApiErrorKind = (typeof apiErrorKinds)[number];

/** Laravel's 422 field errors, keyed by dotted field path (`images.0.url`). */
export type FieldErrors = Record<string, string[]>;

export const apiErrorMessages = {
  malformed: 'The server sent data we could not read',
  network: 'The server could not be reached. Check your connection and try again.',
  http: (status: number) => `The server answered with an error (${status}).`,
  timeout: (ms: number) => `The server did not answer within ${Math.round(ms / 1000)} seconds. Try again.`,
  cancelled: 'The request was cancelled.',
} as const;

interface ApiErrorInit {
  status: number;
  kind: ApiErrorKind;
  message: string;
  fieldErrors?: FieldErrors;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Field errors of a 422 answer; empty otherwise. */
  readonly fieldErrors: FieldErrors;
  /** The answer in Laravel's shape, so screens can show `error.data.message` as the spec describes. */
  readonly data: { message: string; errors: FieldErrors };

  constructor({ status, kind, message, fieldErrors = {}, cause }: ApiErrorInit) {
    super(message, { cause });
    this.status = status;
    this.kind = kind;
    this.fieldErrors = fieldErrors;
    this.data = { message, errors: fieldErrors };
  }
}
