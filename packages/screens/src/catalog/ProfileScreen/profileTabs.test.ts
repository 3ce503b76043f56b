import { describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/index.ts';
import { profileTabOf } from './profileTabs.ts';

describe('profile', () => {
  const profileRoutes = { profile: (tab = 'info') => `/catalog/profile/${tab}` };

  it('marks the tab of the current path, folders included', () => {
    expect(profileTabOf('/catalog/profile/notifications', profileRoutes)).toBe('notifications');
    expect(profileTabOf('/catalog/profile/documents/folder/3', profileRoutes)).toBe('documents');
    expect(profileTabOf('/catalog/profile', profileRoutes)).toBe('info');
    expect(profileTabOf('/catalog/profile/documentsx', profileRoutes)).toBe('info');
  });

  it('writes dates in UTC', () => {
    expect(formatDate('2025-01-06T23:30:00.000000Z')).toBe('6 Jan 2025');
  });
});
