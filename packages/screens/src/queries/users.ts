// Users (GET /api/users).

import { type User, userCalls } from '@factory/api';
import { pagedResource } from './resource.ts';

// A user's change may be the signed-in user's own (keys, name): the session refreshes too.
export const userQueries = pagedResource<User, number>('users', userCalls, ['session', 'profile']);
