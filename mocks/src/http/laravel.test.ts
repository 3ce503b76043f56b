import { describe, expect, it } from 'vitest';
import { formToObject, pageWindow } from './laravel.ts';
import { matchPath } from './route.ts';

describe("Laravel's page window (onEachSide 3)", () => {
  it('lists every page below 14 pages', () => {
    expect(pageWindow(5, 13)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });
  it('slides in the middle with gaps on both sides', () => {
    expect(pageWindow(20, 40)).toEqual([1, 2, null, 17, 18, 19, 20, 21, 22, 23, null, 39, 40]);
  });
  it('keeps the last ten pages near the end', () => {
    expect(pageWindow(38, 40)).toEqual([1, 2, null, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
  });
});

describe('input and routes', () => {
  it('reads bracketed form keys into nested input, as PHP does', () => {
    const form = new FormData();
    form.append('info[title]', 'Rex');
    form.append('category[0]', '15');
    form.append('category[1]', '16');
    form.append('tags[]', 'a');
    expect(formToObject(form)).toEqual({ info: { title: 'Rex' }, category: ['15', '16'], tags: ['a'] });
  });

  it('matches {param} segments and a rest segment', () => {
    expect(matchPath('/api/product/{id}', '/api/product/FG-HUM-0101-01')).toEqual({ id: 'FG-HUM-0101-01' });
    expect(matchPath('/api/product/{id}', '/api/product/1/extra')).toBeNull();
    expect(matchPath('/media/{path*}', '/media/products/600x600/a-1.svg')).toEqual({
      path: 'products/600x600/a-1.svg',
    });
    expect(matchPath('/api/product', '/packages/api/product')).toBeNull();
  });
});
