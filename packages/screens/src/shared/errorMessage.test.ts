import { ApiError, apiErrorMessages } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { errorMessageOf, fieldErrorsOf, unexpectedErrorMessage } from './errorMessage.ts';

describe('errorMessageOf', () => {
  it('says the data could not be read for a malformed answer, whatever its message', () => {
    const error = new ApiError({ status: 200, kind: 'malformed', message: 'zod: expected number' });
    expect(errorMessageOf(error)).toBe('The server sent data we could not read');
  });

  it("shows the server's own message for an error answer", () => {
    const error = new ApiError({ status: 500, kind: 'http', message: 'Server Error' });
    expect(errorMessageOf(error)).toBe('Server Error');
  });

  it('falls back to the status when the server sent no message', () => {
    const error = new ApiError({ status: 503, kind: 'http', message: '' });
    expect(errorMessageOf(error)).toBe(apiErrorMessages.http(503));
  });

  it('tells the user the server could not be reached when nothing answered', () => {
    const error = new ApiError({ status: 0, kind: 'network', message: apiErrorMessages.network });
    expect(errorMessageOf(error)).toBe(apiErrorMessages.network);
  });

  it('never leaves an unknown failure blank', () => {
    expect(errorMessageOf(new TypeError('x is undefined'))).toBe(unexpectedErrorMessage);
    expect(errorMessageOf(undefined)).toBe(unexpectedErrorMessage);
  });
});

describe('fieldErrorsOf', () => {
  it("gives a 422 answer's field messages", () => {
    const error = new ApiError({
      status: 422,
      kind: 'http',
      message: 'The email field is required.',
      fieldErrors: { email: ['The email field is required.'] },
    });
    expect(fieldErrorsOf(error)).toEqual({ email: ['The email field is required.'] });
  });

  it('gives none for other failures', () => {
    expect(fieldErrorsOf(new ApiError({ status: 500, kind: 'http', message: 'Server Error' }))).toBeUndefined();
    expect(fieldErrorsOf(new Error('boom'))).toBeUndefined();
  });
});
