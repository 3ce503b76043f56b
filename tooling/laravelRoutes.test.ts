import { describe, expect, it } from 'vitest';
import { routeCoverage, routesOfSource, servesPath } from './laravelRoutes.ts';

const listed = (source: string, prefix?: string) =>
  routesOfSource(source, prefix).map((route) => `${route.methods.join('|')} ${route.uri}`);

describe('routesOfSource', () => {
  it('reads verbs, match and any, below nested prefixed groups, skipping comments', () => {
    const source = `<?php
      use Illuminate\\Support\\Facades\\Route;
      Route::post('/email-registration', [EnquiryController::class, 'store']);
      // Route::get('/commented-out', [X::class, 'y']);
      Route::middleware('auth')->group(function () {
          Route::get('/user', [SessionController::class, 'user'])->middleware('permission:x');
          Route::prefix('reports')->middleware('permission:y')->group(function () {
              Route::match(['post', 'put'], 'image/{id}', [ImageController::class, 'update']);
              Route::group(['prefix' => 'deep'], function () {
                  Route::any('/all', fn () => null);
              });
          });
          Route::delete('/users/{user}', [UserController::class, 'destroy'])
              ->middleware('permission:z');
      });`;
    expect(listed(source, 'api')).toEqual([
      'POST api/email-registration',
      'GET|HEAD api/user',
      'POST|PUT api/reports/image/{id}',
      'GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS api/reports/deep/all',
      'DELETE api/users/{user}',
    ]);
  });

  it('reads resource and apiResource routes with only and except, nested resources included', () => {
    const source = `
      Route::apiResource('areas', AreaController::class)->except(['show']);
      Route::resource('photos.comments', CommentController::class)->only(['index', 'edit']);
      Route::apiResources(['roles' => RoleController::class]);`;
    expect(listed(source, 'api')).toEqual([
      'GET|HEAD api/areas',
      'POST api/areas',
      'PUT|PATCH api/areas/{}',
      'DELETE api/areas/{}',
      'GET|HEAD api/photos/{}/comments',
      'GET|HEAD api/photos/{}/comments/{}/edit',
      'GET|HEAD api/roles',
      'POST api/roles',
      'GET|HEAD api/roles/{}',
      'PUT|PATCH api/roles/{}',
      'DELETE api/roles/{}',
    ]);
  });
});

describe('routeCoverage', () => {
  const route = (methods: string, uri: string) => ({ methods: methods.split('|'), uri });

  it('matches placeholders by position, whatever their names', () => {
    const { unserved, unreached } = routeCoverage(
      [{ method: 'GET', path: '/api/users/{id}' }],
      [route('GET|HEAD', 'api/users/{user}')],
    );
    expect([unserved, unreached]).toEqual([[], []]);
  });

  it('serves a PUT only by a route accepting PUT, as Laravel routes a POST spoofed with _method', () => {
    const calls = [{ method: 'PUT', path: '/api/categories/image/{id}' }];
    expect(routeCoverage(calls, [route('POST|PUT', 'api/categories/image/{category}')])).toEqual({
      unserved: [],
      unreached: [],
    });
    expect(routeCoverage(calls, [route('POST', 'api/categories/image/{category}')])).toEqual({
      unserved: calls,
      unreached: [route('POST', 'api/categories/image/{category}')],
    });
  });

  it('names a call without its route and a route without its call', () => {
    const { unserved, unreached } = routeCoverage(
      [
        { method: 'GET', path: '/api/areas' },
        { method: 'DELETE', path: '/api/areas/{id}' },
      ],
      [route('GET|HEAD', 'api/areas'), route('GET|HEAD', 'api/areas/{area}')],
    );
    expect(unserved).toEqual([{ method: 'DELETE', path: '/api/areas/{id}' }]);
    expect(unreached).toEqual([route('GET|HEAD', 'api/areas/{area}')]);
  });
});

describe('servesPath', () => {
  const routes = [{ methods: ['GET', 'HEAD'], uri: 'api/areas/{area}' }];

  it('takes one segment per placeholder and the method the route accepts', () => {
    expect(servesPath(routes, 'GET', '/api/areas/3')).toBe(true);
    expect(servesPath(routes, 'DELETE', '/api/areas/3')).toBe(false);
    expect(servesPath(routes, 'GET', '/api/areas/3/restore')).toBe(false);
    expect(servesPath(routes, 'GET', '/api/companies/3')).toBe(false);
  });
});
