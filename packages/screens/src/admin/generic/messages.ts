// What an admin action's failure says.
import { type AdminAreaTitle, recycleBinTypeOf } from '@factory/api';
import { errorMessageOf, forbiddenMessage, isForbidden } from '../../shared/index.ts';

export { forbiddenMessage };

/** A failed call's message; a 403 gets the clear permission text. */
export function actionErrorMessage(error: unknown): string {
  return isForbidden(error) ? forbiddenMessage : errorMessageOf(error);
}

/** What a delete dialog says happens, as @factory/api's one statement of where the area's deletes go. */
export function deleteConsequence(area: AdminAreaTitle, singular: string, name: string): string {
  return recycleBinTypeOf(area)
    ? `The ${singular} ${name} will be moved to the recycle bin.`
    : `The ${singular} ${name} will be deleted for good.`;
}
