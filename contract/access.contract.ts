// What a customer is told about the ranges their account shows: `access_data` of GET /api/user names exactly the
// categories the catalogue lists them, or is null when they see every range.
import { getCategories, getCurrentUser, getProduct, login } from '@factory/api';
import { expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

eachServer('access', (server) => {
  it.runIf(server.seeded)(
    'tells the seasonal-only customer the ranges the catalogue lists and whom to ask; the full customer nothing',
    async () => {
      await login({ email: 'mateo.rossi@example.com', password: 'password', remember: false });
      const access = (await getCurrentUser({ includeAccessData: true })).access_data;
      const shown = (await getCategories()).map(({ id, title }) => ({ id, title }));
      // Null only where the server shows the account every range (the reference app has no access types).
      if (access) {
        expect(access.title).toBe('Seasonal only');
        expect(access.categories).toEqual(shown);
        expect(access.contact).toEqual({ name: 'our sales team', email: 'sales@example.com' });
        // A product outside those ranges is said to be so (403), with nothing of it but the code asked for.
        const outside = await failureOf(getProduct('FG-HUM-0166-01'));
        expect([outside.status, outside.message]).toEqual([
          403,
          'This product is not in the ranges your account shows.',
        ]);
        expect(JSON.stringify(outside.data)).not.toContain('Viking');
      } else {
        expect(access).toBeNull();
        expect((await getProduct('FG-HUM-0166-01')).title).toBe('Viking Warrior Figure');
      }
      await login({ email: 'customer@example.com', password: 'password', remember: false });
      expect((await getCurrentUser({ includeAccessData: true })).access_data).toBeNull();
      expect((await getCurrentUser()).access_data).toBeUndefined();
    },
  );
});
