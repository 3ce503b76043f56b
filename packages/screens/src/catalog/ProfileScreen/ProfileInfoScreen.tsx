import { changePassword, type User } from '@factory/api';
import { DescriptionList, Heading, Stack, Text, useToast } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { profileQuery } from '../../queries/index.ts';
import { PasswordChangeForm, QueryState } from '../../shared/index.ts';
import { AccessNote } from '../parts/AccessNote.tsx';
import * as styles from './Profile.css.ts';

/** The profile's info tab: the full user data, with the user's areas and companies, and a change of password. */
export function ProfileInfoScreen() {
  const profile = useQuery(profileQuery);
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Heading level={2}>Information</Heading>
        <QueryState query={profile} loadingLabel="Loading your details" errorTitle="We could not load your details">
          {(user) => (
            <Stack gap="md">
              <UserFacts user={user} />
              {user.access_data && <AccessNote access={user.access_data} />}
            </Stack>
          )}
        </QueryState>
      </Stack>
      {profile.data && <ChangeOwnPassword user={profile.data} />}
    </Stack>
  );
}

/** Your own password: the current one, then the new one twice (PUT /api/users/change-password/{id}). */
function ChangeOwnPassword({ user }: { user: User }) {
  const toast = useToast();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.passwordSection}>
      <Stack gap="md">
        <Stack gap="xs">
          <Heading level={2} id={headingId}>
            Change your password
          </Heading>
          <Text tone="muted">At least 8 characters. You stay logged in here.</Text>
        </Stack>
        <PasswordChangeForm
          askCurrent
          send={(change, signal) => changePassword(user.id, change, { signal })}
          onChanged={(message) => toast.show({ variant: 'success', message })}
        />
      </Stack>
    </section>
  );
}

const names = (rows: readonly { name: string }[] | undefined) =>
  rows && rows.length > 0 ? rows.map((row) => row.name).join(', ') : 'None';

function UserFacts({ user }: { user: User }) {
  const facts: [string, string][] = [
    ['Name', user.name],
    ['Email', user.email],
    ['Role', user.role_data.title],
    ['Account', user.is_active ? 'Active' : 'Inactive'],
    ['Areas', names(user.areas_data)],
    ['Companies', names(user.companies_data)],
  ];
  return <DescriptionList items={facts.map(([term, description]) => ({ term, description }))} />;
}
