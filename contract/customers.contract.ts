// Customer accounts: the list (search, sort, paging, the area and company filters), one account, create and update
// under the spec's rules, a delete to the recycle bin, what belongs to an account, and 403 without the area's keys.
import {
  type CustomerInput,
  createCustomer,
  customerFilterQuery,
  deleteCustomer,
  getCustomer,
  getCustomerAccount,
  getCustomers,
  login,
  updateCustomer,
} from '@factory/api';
import { expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

const asAdmin = () => login({ email: 'admin@example.com', password: 'password', remember: false });

eachServer('customers', (server) => {
  const writes = server.seeded && server.writable;
  const email = `fairground.${server.name}@example.com`;
  const input: CustomerInput = {
    name: 'Fairground Buyer',
    email,
    phone: null,
    company_id: 3,
    // Not Europe (4): the filter check below counts Europe's accounts.
    area_id: 6,
    user_id: null,
    product_access_type_id: 2,
    is_active: false,
  };

  it.runIf(server.seeded)("narrows the list to an area's customers, and to those of a company in it", async () => {
    await asAdmin();
    const europe = await getCustomers({ perPage: 'all', sort: 'name', extra: customerFilterQuery({ area_id: 4 }) });
    expect(europe.items.map((customer) => [customer.name, customer.area_id])).toEqual([
      ['Chloe Smith', 4],
      ['Ethan Rossi', 4],
      ['Jordan Lee', 4],
      ['Zara Smith', 4],
    ]);
    const both = await getCustomers({ sort: 'name', extra: customerFilterQuery({ area_id: 4, company_id: 4 }) });
    expect([both.total, ...both.items.map((customer) => customer.name)]).toEqual([
      3,
      'Chloe Smith',
      'Ethan Rossi',
      'Zara Smith',
    ]);
  });

  it.runIf(server.seeded)(
    'lists customers a page at a time sorted by name, searches them and answers one',
    async () => {
      await asAdmin();
      const first = await getCustomers({ perPage: 5, sort: 'name' });
      expect([first.total, first.lastPage, first.items.map((customer) => customer.name)]).toEqual([
        34,
        7,
        ['Chloe Garcia', 'Chloe Kumar', 'Chloe Rossi', 'Chloe Smith', 'Dana Fox'],
      ]);
      const found = await getCustomers({ search: 'JORDAN' });
      expect(found.items.map((customer) => customer.email)).toEqual(['customer@example.com']);
      expect(await getCustomer(1)).toEqual({
        id: 1,
        name: 'Jordan Lee',
        email: 'customer@example.com',
        phone: '+57 210 3692',
        company_id: 1,
        area_id: 4,
        user_id: 3,
        product_access_type_id: 1,
        is_active: true,
      });
    },
  );

  it.runIf(writes)('creates an inactive account and updates it, refusing bad fields with 422', async () => {
    await asAdmin();
    const created = await createCustomer(input);
    expect(created).toEqual({ id: created.id, ...input });
    const refused = await failureOf(
      createCustomer({
        ...input,
        name: '',
        email: 'not-an-email',
        phone: '1'.repeat(51),
        company_id: 99,
        user_id: 999,
      }),
    );
    expect([refused.status, refused.fieldErrors]).toEqual([
      422,
      {
        name: ['Input must not be empty.'],
        email: ['Enter a valid email address'],
        phone: ['must be less than or equal to 50'],
        company_id: ['The selected company id is invalid.'],
        user_id: ['The selected user id is invalid.'],
      },
    ]);
    const updated = await updateCustomer(created.id, { ...input, phone: '+47 555 0101', is_active: true, user_id: 6 });
    expect(updated).toEqual({ id: created.id, ...input, phone: '+47 555 0101', is_active: true, user_id: 6 });
    expect(await getCustomer(created.id)).toEqual(updated);
    const unknownType = await failureOf(updateCustomer(created.id, { ...input, product_access_type_id: 99 }));
    expect(unknownType.fieldErrors).toEqual({
      product_access_type_id: ['The selected product access type id is invalid.'],
    });
  });

  it.runIf(writes)('deletes an account to the recycle bin: gone from the list and its record', async () => {
    await asAdmin();
    const [customer] = (await getCustomers({ search: email })).items;
    await deleteCustomer(customer?.id ?? 0);
    expect((await failureOf(getCustomer(customer?.id ?? 0))).status).toBe(404);
    expect((await getCustomers({ search: email })).total).toBe(0);
  });

  it.runIf(server.seeded)("answers an account's login and that login's wishlist", async () => {
    await asAdmin();
    // Dana Fox's login (user 6, inactive) with a seeded wishlist no other check changes.
    const account = await getCustomerAccount(2);
    expect(account.users.map((user) => [user.id, user.email, user.is_active])).toEqual([
      [6, 'inactive@example.com', false],
    ]);
    expect(account.wishlist.map((item) => [item.id, item.product.id, item.qty])).toEqual([
      [6, 'LED-TUN-0227-01', 1],
      [7, 'DINO-RIDE-0250-03', 6],
      [8, 'FG-FOOD-0233-01', 5],
      [9, 'LS-ANI-0285-02', 4],
    ]);
    expect((await failureOf(getCustomerAccount(999))).status).toBe(404);
  });

  it.runIf(server.seeded)('refuses the customers list and an account without their keys with 403', async () => {
    await login({ email: 'staff@example.com', password: 'password', remember: false });
    expect((await failureOf(getCustomers())).status).toBe(403);
    expect((await failureOf(getCustomerAccount(1))).status).toBe(403);
  });
});
