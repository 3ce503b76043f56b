// The admin customers list's filters: the accounts of an area, and of an area and a company, both servers alike.
import { customerFilterQuery, getCustomers, login } from '@factory/api';
import { expect, it } from 'vitest';
import { eachServer } from './servers.ts';

eachServer('customers', (server) => {
  it.runIf(server.seeded)("narrows the list to an area's customers, and to those of a company in it", async () => {
    await login({ email: 'admin@example.com', password: 'password', remember: false });
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
});
