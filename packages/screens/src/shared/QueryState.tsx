import { Alert, NativeButton, Spinner, Stack } from '@factory/ui';
import type { ReactNode } from 'react';
import { errorMessageOf, forbiddenMessage, isForbidden } from './errorMessage.ts';

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
  /**
   * A 403's heading ("You cannot see the users"): the user lacks a permission, so the state says whom to ask and
   * offers no Retry. Without it a 403 is an error like any other.
   */
  forbiddenTitle?: string;
  /** What shows when the data holds nothing (`isEmpty`), instead of an empty screen. */
  empty?: { isEmpty: (data: T) => boolean; content: ReactNode };
  /** The loaded screen. */
  children: (data: T) => ReactNode;
}

/** The three texts of a load state from what loads ("the file analysis", "this product"). */
export const loadTexts = (what: string) => ({
  loadingLabel: `Loading ${what}`,
  errorTitle: `We could not load ${what}`,
  forbiddenTitle: `You cannot see ${what}`,
});

/**
 * The one load state of every screen: loading, forbidden, failed with Retry, empty, or the data — never blank. The
 * error shows the server's message, or "The server sent data we could not read" for a malformed answer; Retry
 * fetches again. A 401 or 404 is not this state's business: the app's error rule navigates (errorNavigation.ts).
 */
export function QueryState<T>({
  query,
  loadingLabel,
  loading,
  errorTitle,
  forbiddenTitle,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      loading ?? (
        <Stack padding="xxl" align="center">
          <Spinner label={loadingLabel} showLabel />
        </Stack>
      )
    );
  }
  if (forbiddenTitle && isForbidden(query.error)) {
    return (
      <Alert variant="danger" title={forbiddenTitle}>
        {forbiddenMessage}
      </Alert>
    );
  }
  if (query.isError || query.data === undefined) {
    return <ErrorState title={errorTitle} error={query.error} onRetry={query.refetch} isRetrying={query.isFetching} />;
  }
  if (empty?.isEmpty(query.data)) return empty.content;
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
        <NativeButton variant="secondary" onClick={() => onRetry()} isPending={isRetrying} pendingLabel="Retrying">
          Retry
        </NativeButton>
      )}
    </Stack>
  );
}
