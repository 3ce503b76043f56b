// A form's or filter's choices come from another area's read (a user's role from the roles): the permission
// catalogue says whether the user may read it, so a read the server would refuse is never sent.
import { adminAreaByTitle, allowedActions } from '@factory/api';
import { useQuery } from '@tanstack/react-query';
import { type ChoicesQuery, readAreaOf } from '../../queries/index.ts';
import { isForbidden, useCurrentUser } from '../../shared/index.ts';

/**
 * The choices, read only with the view key of the area they come from. `noAccess` names what the user may not read
 * ("the roles"), by their keys or by the server's 403, so the caller says so plainly instead of offering a Retry.
 */
export function useChoices(query: ChoicesQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const { data: user } = useCurrentUser();
  const area = readAreaOf(query);
  const mayRead = area === undefined || allowedActions(user?.permissions_keys ?? [], adminAreaByTitle(area)).view;
  const choices = useQuery({ ...query, enabled: enabled && mayRead });
  const refused = !mayRead || isForbidden(choices.error);
  const what = area ? `the ${adminAreaByTitle(area).label.toLowerCase()}` : 'these choices';
  return { choices, noAccess: refused ? what : undefined };
}
