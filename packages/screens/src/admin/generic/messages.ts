// What an admin action's failure says.
import { ApiError } from '@factory/api';
import { errorMessageOf } from '../../shared/index.ts';

/** The words of a 403: the server's "This action is unauthorized." does not say what to do. */
export const forbiddenMessage = 'You do not have permission to do this. Ask an administrator for access.';

/** A failed call's message; a 403 gets the clear permission text. */
export function actionErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 403 ? forbiddenMessage : errorMessageOf(error);
}
