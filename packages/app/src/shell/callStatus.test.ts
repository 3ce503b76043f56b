import { ApiError } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { callStatusView } from './callStatus.ts';

const unreachable = new ApiError({
  status: 0,
  kind: 'network',
  message: 'The server could not be reached. Check your connection and try again.',
});

describe('callStatusView', () => {
  it('is busy while a call is in flight', () => {
    expect(callStatusView({ loading: true, error: null })).toEqual({ busy: true, unreachable: null });
    expect(callStatusView({ loading: false, error: null })).toEqual({ busy: false, unreachable: null });
  });

  it('tells app-wide that the server could not be reached, until a call succeeds', () => {
    expect(callStatusView({ loading: false, error: unreachable })).toEqual({
      busy: false,
      unreachable: 'The server could not be reached. Check your connection and try again.',
    });
  });

  it('leaves server answers (404, 422, 500…) to the screen that made the call', () => {
    const notFound = new ApiError({ status: 404, kind: 'http', message: 'Not Found' });
    const unreadable = new ApiError({
      status: 200,
      kind: 'malformed',
      message: 'The server sent data we could not read',
    });
    expect(callStatusView({ loading: false, error: notFound }).unreachable).toBeNull();
    expect(callStatusView({ loading: false, error: unreadable }).unreachable).toBeNull();
  });
});
