import { createFixtures, type DataSize } from './fixtures/index.ts';

/** The tables the reference Laravel app seeds; the other tables stay the mocks' alone. */
const seededTables = [
  'roles',
  'permissions',
  'areas',
  'companies',
  'users',
  'customers',
  'categories',
  'products',
  'wishlists',
  'tempProducts',
  'notifications',
  // Product access types and their defaults (AccessTypeSeeder).
  'accessTypes',
  'patDefaults',
  // Operation documents, the file manager and the icon manager.
  'folders',
  'fileEntries',
  'icons',
  // Catalogue administration (CatalogueAdminSeeder).
  'filters',
  'nonWishlist',
] as const;

type Fixtures = ReturnType<typeof createFixtures>;

/**
 * The tables the reference Laravel app (laravel/) seeds from: the same demo accounts, catalogue, wishlists,
 * notifications, verification links, document folders, files and icons as the mocks, exported as JSON rather than written twice.
 */
export function seedData(size: DataSize = 'small'): Pick<Fixtures, (typeof seededTables)[number]> {
  const fixtures = createFixtures(size);
  return Object.fromEntries(seededTables.map((table) => [table, fixtures[table]])) as Pick<
    Fixtures,
    (typeof seededTables)[number]
  >;
}
