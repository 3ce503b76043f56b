// A user's notifications.
import { getNotifications } from '@factory/api';
import { queryOptions } from '@tanstack/react-query';

export const notificationsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['notifications', userId] as const,
    queryFn: ({ signal }) => getNotifications(userId, { signal }),
  });
