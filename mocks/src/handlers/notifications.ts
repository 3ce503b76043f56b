// A user's notifications.
import { db } from '../db.ts';
import type { NotificationRecord } from '../fixtures/index.ts';
import { apiRoute, keyFor } from '../http/guard.ts';
import { errorResponse } from '../http/laravel.ts';
import { findRow, notFound, resourceResponse } from './common.ts';

/** A notification as the API answers it: without its addressee or the key an enquiry was sent with. */
export const notificationResource = ({ user_id: _user, idempotency_key: _key, ...notification }: NotificationRecord) =>
  notification;

export const notificationHandlers = [
  // Users read their own notifications; reading another user's needs the users view key.
  apiRoute('GET /api/notifications/{userId}', 'user', ({ params, user }) => {
    const target = findRow(db.users, params.userId);
    if (!target) return notFound();
    if (target.id !== user.id && !user.permissions_keys.includes(keyFor({ area: 'users', action: 'view' }))) {
      return errorResponse(403);
    }
    const own = db.notifications
      .filter((n) => n.user_id === target.id)
      .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id);
    return resourceResponse(own.map(notificationResource));
  }),
];
