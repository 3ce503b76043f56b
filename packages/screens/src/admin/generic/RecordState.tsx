// One admin record's page: the way back to its list, then its load states (loading, failed with Retry, forbidden
// in words, or the record); a record the server does not know shows the app's not-found page.

import type { AdminAreaTitle } from '@factory/api';
import { ApiError } from '@factory/api';
import { Alert, Link, Stack } from '@factory/ui';
import type { ReactNode } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { QueryState, type QueryStateSource, useNotFoundWhen } from '../../shared/index.ts';
import { forbiddenMessage } from './messages.ts';

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** `noun` names the record in the texts: "Loading the product", "You cannot see this product". */
export function RecordState<T>({
  query,
  noun,
  children,
}: {
  query: QueryStateSource<T>;
  noun: string;
  children: (record: T) => ReactNode;
}) {
  if (isForbidden(query.error)) {
    return (
      <Alert variant="danger" title={`You cannot see this ${noun}`}>
        {forbiddenMessage}
      </Alert>
    );
  }
  return (
    <QueryState query={query} loadingLabel={`Loading the ${noun}`} errorTitle={`We could not load this ${noun}`}>
      {children}
    </QueryState>
  );
}

/** The way back from a record to its area's list ("Back to Products"). */
export function BackToList({ area, plural }: { area: AdminAreaTitle; plural: string }) {
  const { routes } = useScreenEnvironment();
  return (
    <Link href={routes.admin(area)} variant="standalone">
      {`Back to ${plural}`}
    </Link>
  );
}

/** `/admin/{area}/{id}`: the way back, then the record's states; a 404 shows the not-found page. */
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
  useNotFoundWhen(query.error instanceof ApiError && query.error.status === 404);
  return (
    <Stack gap="lg" align="start">
      <BackToList area={area} plural={plural} />
      <RecordState query={query} noun={noun}>
        {children}
      </RecordState>
    </Stack>
  );
}

/** An address that can name no record (`/admin/users/abc`): the not-found page. */
export function NoSuchRecord() {
  useNotFoundWhen(true);
  return null;
}
