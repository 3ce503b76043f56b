// One admin record's load states: loading, failed with Retry, forbidden (403) in words, or the record.
import { ApiError } from '@factory/api';
import { Alert } from '@factory/ui';
import type { ReactNode } from 'react';
import { QueryState, type QueryStateSource } from '../../shared/index.ts';
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
