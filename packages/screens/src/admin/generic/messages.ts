// What an admin action's failure says.
import { errorMessageOf, forbiddenMessage, isForbidden } from '../../shared/index.ts';

export { forbiddenMessage };

/** A failed call's message; a 403 gets the clear permission text. */
export function actionErrorMessage(error: unknown): string {
  return isForbidden(error) ? forbiddenMessage : errorMessageOf(error);
}
