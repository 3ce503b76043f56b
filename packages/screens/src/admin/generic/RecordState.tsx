// One admin record's page: the way back to its list, then its load state (loading, forbidden in words, failed with
// Retry, or the record). A record the server does not know is the error rule's: it shows the not-found page.

import type { AdminAreaTitle } from '@factory/api';
import { Link, Stack } from '@factory/ui';
import type { ReactNode } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { loadTexts, QueryState, type QueryStateSource, useNotFoundWhen } from '../../shared/index.ts';

/** The way back from a record to its area's list ("Back to Products"). */
export function BackToList({ area, plural }: { area: AdminAreaTitle; plural: string }) {
  const { routes } = useScreenEnvironment();
  return (
    <Link href={routes.admin(area)} variant="standalone">
      {`Back to ${plural}`}
    </Link>
  );
}

/** `/admin/{area}/{id}`: the way back, then the record's states. */
export function RecordPage<T>({
  area,
  plural,
  query,
  noun,
  children,
}: {
  area: AdminAreaTitle;
  plural: string;
  query: QueryStateSource<T>;
  noun: string;
  children: (record: T) => ReactNode;
}) {
  return (
    <Stack gap="lg" align="start">
      <BackToList area={area} plural={plural} />
      <QueryState query={query} {...loadTexts(`this ${noun}`)} loadingLabel={`Loading the ${noun}`}>
        {children}
      </QueryState>
    </Stack>
  );
}

/** An address that can name no record (`/admin/users/abc`): the not-found page. */
export function NoSuchRecord() {
  useNotFoundWhen(true);
  return null;
}
