import type { CreatedUser, User } from '@factory/api';
import { Link, Stack } from '@factory/ui';
import { useScreenEnvironment } from '../../environment/index.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { ResourceListScreen } from '../generic/ResourceListScreen.tsx';
import { ResourceRecordScreen } from '../generic/ResourceRecordScreen.tsx';
import { OneTimePassword } from './OneTimePassword.tsx';
import { UserAccountActions } from './UserAccount.tsx';
import { usersResource } from './usersResource.tsx';

/** `/admin/users`: every user, searchable and sortable. */
export function UsersScreen() {
  return <ResourceListScreen resource={usersResource} />;
}

function CreatedUserPanel({ user }: { user: CreatedUser }) {
  const { routes } = useScreenEnvironment();
  return (
    <Stack gap="md" align="start">
      <OneTimePassword title={`${user.name} was created`} password={user.password} />
      <Link href={routes.admin('users', user.id)} variant="standalone">
        {`Open ${user.name}`}
      </Link>
    </Stack>
  );
}

/** The password commands: each acts on its own button, with its own confirmation (nothing here waits for Save). */
function UserDetails({ user }: { user: User }) {
  const can = useAreaActions('users');
  return can.edit && <UserAccountActions user={user} />;
}

/** `/admin/users/{id}` (and `/admin/users/new`): edit, activate, passwords, permissions; or create. */
export function UserScreen() {
  return (
    <ResourceRecordScreen
      resource={usersResource}
      details={(user) => <UserDetails user={user} />}
      created={(user) => <CreatedUserPanel user={user} />}
    />
  );
}
