// What contract files start from: a demo account signed in (seeded alike on the mocks and in Laravel) and a real PNG.
import { login } from '@factory/api';
import { type DemoAccount, demoAccounts } from '@factory/mocks/node';
import { beforeEach } from 'vitest';

/** A real 1 × 1 PNG: Laravel's `image` rule reads the bytes, not the name. */
export const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** A PNG file called `name`: the 1 × 1 PNG, or `bytes` when given. */
export const png = (name: string, bytes: Uint8Array<ArrayBuffer> = pngBytes) =>
  new File([bytes], name, { type: 'image/png' });

/** A demo account by name, or the server's own customer (`server.account`: a real backend's may be another). */
type Account = DemoAccount | { email: string; password: string };

/** Signs this test's browser in as `account`, remembered for the session only. */
export function signIn(account: Account) {
  const { email, password } = typeof account === 'string' ? demoAccounts[account] : account;
  return login({ email, password, remember: false });
}

/** Signs in as `account` before each test of the suite. */
export function signedInEachTest(account: Account) {
  beforeEach(async () => {
    await signIn(account);
  });
}
