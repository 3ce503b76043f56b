// Loading, forbidden (403), error with Retry, or the data — for the analysis and dev-command screens.
import { ApiError } from '@factory/api';
import { Alert } from '@factory/ui';
import type { ReactNode } from 'react';
import { QueryState, type QueryStateSource } from '../../../shared/index.ts';
import { forbiddenMessage } from '../../generic/messages.ts';

export interface AnalysisStateProps<T> {
  query: QueryStateSource<T>;
  /** What the page shows, lower case: "file analysis" → "Loading the file analysis". */
  what: string;
  children: (data: T) => ReactNode;
}

export function AnalysisState<T>({ query, what, children }: AnalysisStateProps<T>) {
  if (query.isError && query.error instanceof ApiError && query.error.status === 403) {
    return (
      <Alert variant="danger" title={`You cannot see the ${what}`}>
        {forbiddenMessage}
      </Alert>
    );
  }
  return (
    <QueryState query={query} loadingLabel={`Loading the ${what}`} errorTitle={`We could not load the ${what}`}>
      {children}
    </QueryState>
  );
}
