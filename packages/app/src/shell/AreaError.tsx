import { Heading, NativeButton, RoutedLink, Stack, Text } from '@factory/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { hrefTo } from '../routes/links.ts';

/** Shown in place of an area whose screen crashed: the rest of the app keeps working, and there is a way back. */
export function AreaError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <Stack as="main" gap="lg" padding="xxl" align="start">
      <Heading level={1}>Something went wrong on this page</Heading>
      <Text>We could not show this page. Try again, or go back to a page that works.</Text>
      {detail && <Text tone="muted">Details: {detail}</Text>}
      <NativeButton onClick={() => window.location.reload()}>Try again</NativeButton>
      <RoutedLink href={hrefTo('index')}>Back to the home page</RoutedLink>
    </Stack>
  );
}
