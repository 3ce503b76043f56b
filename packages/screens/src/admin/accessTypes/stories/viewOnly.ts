// Story support of the access types and filters areas: an administrator with an area's view key only.
import { db } from '@factory/mocks';
import { signedInAs } from '../../stories/support.tsx';

/** Takes the administrator's create, edit and delete keys of an area away: only view is left. */
export const viewOnly = (area: string) => async () => {
  const admin = db.users.find((u) => u.email === 'admin@example.com');
  if (!admin) throw new Error('The fixtures need the administrator');
  const pattern = new RegExp(`-${area}-(create|edit|delete)$`);
  admin.permissions_keys = admin.permissions_keys.filter((key) => !pattern.test(key));
  // Signed in anew: the page sees the administrator without those keys.
  await signedInAs('admin')();
};
