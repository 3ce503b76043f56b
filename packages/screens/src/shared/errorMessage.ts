// What an error state says, whatever failed: the user reads the server's words where there are some.
import { ApiError, apiErrorMessages, errorsByInputName } from '@factory/api';

/** A request the user walked away from (a dialog's Cancel, leaving the screen): nothing to report. */
export const isAbandoned = (error: unknown) => error instanceof ApiError && error.kind === 'cancelled';

/** The server refused the signed-in user (403): a permission, not a fault; Retry would not help. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** The words of a 403: the server's "This action is unauthorized." does not say what to do. */
export const forbiddenMessage = 'You do not have permission to do this. Ask an administrator for access.';

/** Whom to ask about something the user may not see or do: the people who hand out permission keys. */
export const noAccessAdvice = 'An administrator can give you access if you need it.';

/** The fallback for failures that are not API errors (a bug, a thrown value): still a sentence, never blank. */
export const unexpectedErrorMessage = 'Something went wrong on our side. Please try again.';

/**
 * The message an error state shows: for a malformed answer "The server sent data we could not read", for a
 * failed call the server's own `message` (`errors.data.message`), for no answer the network text.
 */
export function errorMessageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return unexpectedErrorMessage;
  if (error.kind === 'malformed') return apiErrorMessages.malformed;
  return error.data.message || apiErrorMessages.http(error.status);
}

// One object per error: React Aria puts `validationErrors` back on the fields whenever a new object arrives, which
// would bring back a message the user has fixed on the next render.
const byInputName = new WeakMap<ApiError, Record<string, string[]>>();

/**
 * The server's field messages of a 422 answer keyed by input name (for Form's `validationErrors`: `info.0.title`
 * lands on `info[0][title]`); none for other failures. The same object for the same error.
 */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const known = byInputName.get(error);
  if (known) return known;
  const errors = errorsByInputName(error.fieldErrors);
  byInputName.set(error, errors);
  return errors;
}
