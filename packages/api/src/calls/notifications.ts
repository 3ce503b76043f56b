// A user's notifications (spec §7; fields designed).
import { collection } from '../schemas/common.ts';
import { type Notification, notificationSchema } from '../schemas/people.ts';
import { type CallOptions, callEndpoint, dataOf, spec } from './endpoint.ts';

export const notificationsEndpoints = {
  getNotifications: spec('GET', '/api/notifications/{userId}'),
};

export function getNotifications(userId: number, { signal }: CallOptions = {}): Promise<Notification[]> {
  return callEndpoint(notificationsEndpoints.getNotifications, collection(notificationSchema), {
    params: { userId },
    signal,
  }).then(dataOf);
}
