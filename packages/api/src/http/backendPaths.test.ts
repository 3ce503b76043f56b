import { describe, expect, it } from 'vitest';
import { isBackendCall, isBackendPath } from './backendPaths.ts';

describe('the backend paths', () => {
  it('are the API, Sanctum, uploads, media and the session paths', () => {
    for (const path of [
      '/api/products',
      '/sanctum/csrf-cookie',
      '/storage/a.jpg',
      '/media/tiles/1/2/3.png',
      '/login',
      '/logout',
    ]) {
      expect(isBackendPath(path)).toBe(true);
    }
    for (const path of ['/', '/catalog', '/admin/users', '/apiary', '/login/extra', '/build/assets/x.js']) {
      expect(isBackendPath(path)).toBe(false);
    }
  });

  it('leave the GET of the login screen to the app, and its POST to the backend', () => {
    expect(isBackendCall('GET', '/login')).toBe(false);
    expect(isBackendCall('POST', '/login')).toBe(true);
    expect(isBackendCall('DELETE', '/logout')).toBe(true);
    expect(isBackendCall('GET', '/api/user')).toBe(true);
  });
});
