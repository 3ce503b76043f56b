import { Heading, Inline, Link, Stack, Text } from '@factory/ui';
import { useScreenEnvironment } from '../../environment/index.ts';
import { statusPages as copy } from '../content.ts';
import * as styles from './StatusScreens.css.ts';

const statusKinds = ['notFound', 'unauthorized', 'forbidden'] as const;
/** Which page: a missing page, a page the account has no menu key for, or an area it may not act in. */
type StatusKind = (typeof statusKinds)[number];

/**
 * A page that says why the user cannot go on and offers a way back. Missing pages lead home; access pages are
 * reached by logged-in users, so they also lead to the catalogue.
 */
function StatusPage({ kind }: { kind: StatusKind }) {
  const { routes } = useScreenEnvironment();
  const { title, text } = copy[kind];
  return (
    <main className={styles.page}>
      <Stack gap="lg" align="start">
        <Heading level={1}>{title}</Heading>
        <Text size="lg">{text}</Text>
        <Inline gap="xl">
          <Link href={routes.index()} variant="standalone">
            {copy.home}
          </Link>
          {kind !== 'notFound' && (
            <Link href={routes.catalog()} variant="standalone">
              {copy.catalog}
            </Link>
          )}
        </Inline>
      </Stack>
    </main>
  );
}

/** notFound: any unknown path, and where a 404 or a missing item sends the user (spec §2, §8). */
export function NotFoundScreen() {
  return <StatusPage kind="notFound" />;
}

/** unauthorizedAccess: the account lacks the menu key of an admin page (spec §6). */
export function UnauthorizedScreen() {
  return <StatusPage kind="unauthorized" />;
}

/** forbiddenAccess: the account has the menu key but no action key of that area (spec §6). */
export function ForbiddenScreen() {
  return <StatusPage kind="forbidden" />;
}
