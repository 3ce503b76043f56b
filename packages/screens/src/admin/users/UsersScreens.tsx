import type { CreatedUser } from '@factory/api';
import { Link, Stack } from '@factory/ui';
import { useScreenEnvironment } from '../../environment/index.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { ResourceListScreen } from '../generic/ResourceListScreen.tsx';
import { ResourceRecordScreen } from '../generic/ResourceRecordScreen.tsx';
import { OneTimePassword } from './OneTimePassword.tsx';
import { UserAccountActions } from './UserAccount.tsx';
import { UserPermissions } from './UserPermissions.tsx';
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

function UserDetails({ user }: { user: Parameters<typeof UserPermissions>[0]['user'] }) {
  const can = useAreaActions('users');
  return (
    <Stack gap="xl">
      {can.edit && <UserAccountActions user={user} />}
      <UserPermissions user={user} canEdit={can.edit} />
    </Stack>
  );
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
