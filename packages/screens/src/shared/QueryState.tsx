import { Alert, NativeButton, Spinner, Stack, Text } from '@factory/ui';
import type { ReactNode } from 'react';
import { errorMessageOf, isForbidden, noAccessAdvice } from './errorMessage.ts';

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
   * What a 403 says the user may not see ("You don’t have access to the users"). A 403 is a permission, not a fault:
   * it always shows a plain note saying whom to ask, never an error with a Retry that cannot help.
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
  forbiddenTitle: `You don’t have access to ${what}`,
});

/**
 * The one load state of every screen: loading, no access, failed with Retry, empty, or the data — never blank. The
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
  if (isForbidden(query.error)) return <NoAccess title={forbiddenTitle ?? 'You don’t have access to this'} />;
  if (query.isError || query.data === undefined) {
    return <ErrorState title={errorTitle} error={query.error} onRetry={query.refetch} isRetrying={query.isFetching} />;
  }
  if (empty?.isEmpty(query.data)) return empty.content;
  return children(query.data);
}

/**
 * What the user may not see, said plainly: not an error (no red box, no Retry: asking again gets the same answer),
 * with whom to ask.
 */
export function NoAccess({ title }: { title: string }) {
  return (
    <Stack gap="xs">
      <Text weight="bold">{title}</Text>
      <Text tone="muted">{noAccessAdvice}</Text>
    </Stack>
  );
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
