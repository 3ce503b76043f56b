import { Alert, Button, Spinner, Stack } from '@factory/ui';
import type { ReactNode } from 'react';
import { errorMessageOf } from './errorMessage.ts';

/** The part of a TanStack Query result a screen's states depend on. */
export interface QueryStateSource<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  /** The query whose state decides what shows (`useQuery(...)`'s result). */
  query: QueryStateSource<T>;
  /** What is loading, announced by the spinner ("Loading the product"). */
  loadingLabel: string;
  /** A placeholder of your own while loading (e.g. skeletons); default a spinner with `loadingLabel`. */
  loading?: ReactNode;
  /** The error's heading, saying what could not load ("We could not load this product"). */
  errorTitle: string;
  /** The loaded screen. */
  children: (data: T) => ReactNode;
}

/**
 * Loading, error with Retry, or the data: a screen never goes blank. The error shows the server's message, or
 * "The server sent data we could not read" for a malformed answer; Retry fetches again.
 */
export function QueryState<T>({ query, loadingLabel, loading, errorTitle, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      loading ?? (
        <Stack padding="xxl" align="center">
          <Spinner label={loadingLabel} showLabel />
        </Stack>
      )
    );
  }
  if (query.isError || query.data === undefined) {
    return <ErrorState title={errorTitle} error={query.error} onRetry={query.refetch} isRetrying={query.isFetching} />;
  }
  return children(query.data);
}

export interface ErrorStateProps {
  /** Says what could not load or be done. */
  title: string;
  /** The failure; its message is shown (see `errorMessageOf`). */
  error: unknown;
  /** Tries again; the Retry button shows while this is given. */
  onRetry?: () => unknown;
  /** The retry is running: a spinner says so and further presses wait for it. */
  isRetrying?: boolean;
}

/** An error alert with the server's message and a Retry button. */
export function ErrorState({ title, error, onRetry, isRetrying = false }: ErrorStateProps) {
  return (
    <Stack padding="xl" gap="md" align="start">
      <Alert variant="danger" title={title}>
        {errorMessageOf(error)}
      </Alert>
      {onRetry && (
        <Button variant="secondary" onPress={onRetry} isPending={isRetrying} pendingLabel="Retrying">
          Retry
        </Button>
      )}
    </Stack>
  );
}
