import type { Notification } from '@factory/api';
import { Heading, Link, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { notificationsQuery } from '../../queries/index.ts';
import { formatDateTime, QueryState, useCurrentUser } from '../../shared/index.ts';
import * as styles from './Profile.css.ts';

/** The profile's notifications tab: the user's notifications, unread ones marked. */
export function ProfileNotificationsScreen() {
  const user = useCurrentUser();
  return (
    <Stack gap="md">
      <Heading level={2}>Notifications</Heading>
      {/* The notifications are asked for by user id, so the user comes first (null: the app's guard takes over). */}
      <QueryState
        query={user}
        loadingLabel="Loading your notifications"
        errorTitle="We could not load your notifications"
      >
        {(me) => me && <NotificationList userId={me.id} />}
      </QueryState>
    </Stack>
  );
}

function NotificationList({ userId }: { userId: number }) {
  const notifications = useQuery(notificationsQuery(userId));
  return (
    <QueryState
      query={notifications}
      loadingLabel="Loading your notifications"
      errorTitle="We could not load your notifications"
    >
      {(list) =>
        list.length === 0 ? (
          <Text tone="muted">You have no notifications.</Text>
        ) : (
          <ul aria-label="Notifications" className={styles.list}>
            {list.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

function NotificationRow({ notification }: { notification: Notification }) {
  const unread = notification.read_at === null;
  return (
    <li className={unread ? styles.unreadRow : styles.row}>
      <Stack gap="xxs">
        <Text weight="bold">
          {unread && <span className={styles.unreadMark}>New: </span>}
          {notification.title}
        </Text>
        <Text>{notification.message}</Text>
        {/* With the time: a sent enquiry's notification is the record of when it went. */}
        {formatDateTime(notification.created_at) && (
          <Text size="sm" tone="muted">
            {formatDateTime(notification.created_at)}
          </Text>
        )}
        {notification.url && (
          <Link href={notification.url} variant="standalone">
            Open
          </Link>
        )}
      </Stack>
    </li>
  );
}
