import { describe, expect, it } from 'vitest';
import { modulesToRun } from './pageModules.ts';

describe('modulesToRun', () => {
  it("keeps the manifest's order, once each, without the entry, with the app's module last", () => {
    const files = ['/r.js', '/react.js', '/app.js', '/index.js', '/react.js', '/home.js', '/category.js'];
    expect(modulesToRun(files, '/index.js', '/app.js')).toEqual([
      '/r.js',
      '/react.js',
      '/home.js',
      '/category.js',
      '/app.js',
    ]);
  });
});
