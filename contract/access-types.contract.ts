// Product access types and their defaults: answered whole (no pages), one type with its categories in the order
// given, create and update (a PUT without `category_ids` keeps them), a stray category id refused on its place, a
// delete for good that takes the type's defaults along, and 403 without the area's keys.
import {
  createPatDefault,
  createProductAccessType,
  deletePatDefault,
  deleteProductAccessType,
  getPatDefaults,
  getProductAccessType,
  getProductAccessTypes,
  login,
  updatePatDefault,
  updateProductAccessType,
} from '@factory/api';
import { expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

const asAdmin = () => login({ email: 'admin@example.com', password: 'password', remember: false });

eachServer('product access types', (server) => {
  const writes = server.seeded && server.writable;
  const title = `Trade fair ${server.name}`;
  const findType = async () => (await getProductAccessTypes()).find((type) => type.title === title)?.id ?? 0;

  it.runIf(server.seeded)('answers every type at once, and one with its categories in the order given', async () => {
    await asAdmin();
    const types = await getProductAccessTypes();
    expect(types.slice(0, 3).map((type) => [type.id, type.title])).toEqual([
      [1, 'Full catalogue'],
      [2, 'Seasonal only'],
      [3, 'Parks & attractions'],
    ]);
    expect(await getProductAccessType(2)).toEqual({
      id: 2,
      title: 'Seasonal only',
      description: 'Christmas, Halloween and Easter ranges.',
      category_ids: [4, 27, 30, 5, 12],
    });
    expect((await failureOf(getProductAccessType(999))).status).toBe(404);
  });

  it.runIf(writes)(
    'creates a type, keeps its categories on a PUT without them and replaces them on one with',
    async () => {
      await asAdmin();
      const created = await createProductAccessType({ title, description: null, category_ids: [4, 2] });
      expect(created).toEqual({ id: created.id, title, description: null, category_ids: [4, 2] });
      const renamed = await updateProductAccessType(created.id, { title, description: 'Booth visitors.' });
      expect(renamed).toEqual({ id: created.id, title, description: 'Booth visitors.', category_ids: [4, 2] });
      const narrowed = await updateProductAccessType(created.id, { title, description: null, category_ids: [7] });
      expect(narrowed.category_ids).toEqual([7]);
      expect((await getProductAccessType(created.id)).category_ids).toEqual([7]);
    },
  );

  it.runIf(writes)('refuses an empty title and a category that does not exist, on its place, with 422', async () => {
    await asAdmin();
    const refused = await failureOf(
      createProductAccessType({ title: '', description: 'x'.repeat(1001), category_ids: [2, 9999] }),
    );
    expect([refused.status, refused.fieldErrors]).toEqual([
      422,
      {
        title: ['Input must not be empty.'],
        description: ['must be less than or equal to 1000'],
        'category_ids.1': ['The selected category_ids.1 is invalid.'],
      },
    ]);
  });

  it.runIf(writes)(
    'keeps defaults for areas and companies, and deletes a type for good with its defaults',
    async () => {
      await asAdmin();
      const type = await findType();
      const made = await createPatDefault({ product_access_type_id: type, area_id: 6, company_id: null });
      expect(made).toEqual({ id: made.id, product_access_type_id: type, area_id: 6, company_id: null });
      const changed = await updatePatDefault(made.id, { product_access_type_id: type, area_id: null, company_id: 5 });
      expect(changed).toEqual({ id: made.id, product_access_type_id: type, area_id: null, company_id: 5 });
      expect((await getPatDefaults()).find((row) => row.id === made.id)).toEqual(changed);
      await deleteProductAccessType(type);
      expect((await failureOf(getProductAccessType(type))).status).toBe(404);
      expect((await getPatDefaults()).map((row) => row.product_access_type_id)).not.toContain(type);
    },
  );

  it.runIf(server.seeded)('refuses the types without their keys with 403', async () => {
    await login({ email: 'staff@example.com', password: 'password', remember: false });
    expect((await failureOf(getProductAccessTypes())).status).toBe(403);
  });
});

eachServer('access type defaults', (server) => {
  const writes = server.seeded && server.writable;

  it.runIf(server.seeded)('answers every default at once', async () => {
    await asAdmin();
    expect((await getPatDefaults()).slice(0, 3)).toEqual([
      { id: 1, product_access_type_id: 1, area_id: 4, company_id: null },
      { id: 2, product_access_type_id: 3, area_id: 1, company_id: null },
      { id: 3, product_access_type_id: 2, area_id: null, company_id: 5 },
    ]);
  });

  it.runIf(writes)('refuses a default without a type, or with an unknown area or company, with 422', async () => {
    await asAdmin();
    const refused = await failureOf(createPatDefault({ product_access_type_id: 99, area_id: 99, company_id: 99 }));
    expect([refused.status, refused.fieldErrors]).toEqual([
      422,
      {
        product_access_type_id: ['The selected product access type id is invalid.'],
        area_id: ['The selected area id is invalid.'],
        company_id: ['The selected company id is invalid.'],
      },
    ]);
  });

  it.runIf(writes)('deletes a default for good', async () => {
    await asAdmin();
    const made = await createPatDefault({ product_access_type_id: 1, area_id: null, company_id: 7 });
    await deletePatDefault(made.id);
    expect((await getPatDefaults()).map((row) => row.id)).not.toContain(made.id);
    expect((await failureOf(deletePatDefault(made.id))).status).toBe(404);
  });

  it.runIf(server.seeded)('refuses a default change without the edit key with 403', async () => {
    await login({ email: 'staff@example.com', password: 'password', remember: false });
    const error = await failureOf(updatePatDefault(1, { product_access_type_id: 2, area_id: 4, company_id: null }));
    expect([error.status, error.message]).toEqual([403, 'This action is unauthorized.']);
  });
});
