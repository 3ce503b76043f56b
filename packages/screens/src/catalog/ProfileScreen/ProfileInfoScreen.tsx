import type { User } from '@factory/api';
import { DescriptionList, Heading, Stack } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../../queries/index.ts';
import { QueryState } from '../../shared/index.ts';

/** The profile's info tab: the full user data, with the user's areas and companies. */
export function ProfileInfoScreen() {
  const profile = useQuery(profileQuery);
  return (
    <Stack gap="md">
      <Heading level={2}>Information</Heading>
      <QueryState query={profile} loadingLabel="Loading your details" errorTitle="We could not load your details">
        {(user) => <UserFacts user={user} />}
      </QueryState>
    </Stack>
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
