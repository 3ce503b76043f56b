// WebKit on a machine whose locale is C.UTF-8 (a server, a container): navigator.language is then "C", which is no
// language tag. The pages must work all the same.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chosenEngines } from './engines.ts';
import { type EngineSession, launchWebKitWith } from './session.ts';

describe.runIf(chosenEngines().includes('webkit'))('webkit under LANG=C.UTF-8', () => {
  let page: EngineSession;
  beforeAll(async () => {
    page = await launchWebKitWith(inject('enginesUrl'), { ...process.env, LANG: 'C.UTF-8', LC_ALL: '' });
  });
  afterAll(async () => {
    await page?.close();
  });

  it('the login page and a page the browser draws open without an error', async () => {
    await page.fresh();
    expect(await page.evaluate(() => navigator.language)).toBe('C');
    await page.goto('/login');
    await page.find({ role: 'button', name: 'Log in', enabled: true });
    await page.goto('/catalog/wishlist');
    await page.find({ role: 'heading', name: 'Log in to the catalogue', level: 1 });
    expect(await page.errors()).toEqual([]);
  });
});
