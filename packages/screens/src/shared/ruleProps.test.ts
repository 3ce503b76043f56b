// One email rule: a form field (the props every screen spreads from `ruleProps`) and the server's stand-in answer
// each address alike. A second pattern in the forms or in the mocks makes them disagree on one of these addresses
// (the HTML pattern refuses `josé@…`, a looser one takes `anna@example`), and this test fails.
import { type ApiError, createUser } from '@factory/api';
// The mock backend's Node server for this file (a test set-up, not a React hook, whatever its name).
import { loginWith, useMockApi as serveMockApi } from '@factory/mocks/test';
import { describe, expect, it } from 'vitest';
import { ruleProps } from './ruleProps.ts';

serveMockApi();

/** The users form's email field, as its definition writes it. */
const emailField = ruleProps('required|email|max:255');

/** The mocks' verdict on an address: the email field's message of a 422, or null when the user is created. */
async function serverAnswer(email: string): Promise<string | null> {
  return createUser({ name: 'Rule Check', email, is_active: true, role_id: 2 }).then(
    () => null,
    (error: ApiError) => (error.status === 422 ? (error.fieldErrors.email?.[0] ?? null) : `status ${error.status}`),
  );
}

describe('an email address', () => {
  it('is taken by the form and by the server when written in letters of any script', async () => {
    await loginWith('admin');
    expect(emailField.validate('josé@example.com')).toBeNull();
    expect(await serverAnswer('josé@example.com')).toBeNull();
  });

  it('gets the same answer from the form and the server, whatever it is', async () => {
    await loginWith('admin');
    const addresses = [
      'anna@exämple.de',
      'anna.berg+parks@example.co.uk',
      'anna@example',
      'an na@example.com',
      'anna@@example.com',
      '@example.com',
      'anna.example.com',
    ];
    const form = addresses.map((address) => [address, emailField.validate(address)]);
    const server = [];
    for (const address of addresses) server.push([address, await serverAnswer(address)]);
    expect(server).toEqual(form);
    expect(form.filter(([, message]) => message === null).map(([address]) => address)).toEqual([
      'anna@exämple.de',
      'anna.berg+parks@example.co.uk',
    ]);
  });
});
