import { Heading, Link, Stack, Text } from '@factory/ui';
import { useScreenEnvironment } from '../../environment/index.ts';
import { statusPages as copy } from '../content.ts';
import * as styles from './StatusScreens.css.ts';

/** notFound: any unknown path, and where a 404 or a missing item sends the user (spec §2, §8). Leads home only:
 * the visitor may not have a catalogue account. (The admin's access pages live in the admin shell.) */
export function NotFoundScreen() {
  const { routes } = useScreenEnvironment();
  const { title, text } = copy.notFound;
  return (
    <main className={styles.page}>
      <Stack gap="lg" align="start">
        <Heading level={1}>{title}</Heading>
        <Text size="lg">{text}</Text>
        <Link href={routes.index()} variant="standalone">
          {copy.home}
        </Link>
      </Stack>
    </main>
  );
}
