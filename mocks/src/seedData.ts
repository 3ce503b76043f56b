import { createFixtures, type DataSize } from './fixtures/index.ts';

/**
 * The tables the reference Laravel app (laravel/) seeds from: the same demo accounts, catalogue, wishlists,
 * notifications and verification links as the mocks, exported as JSON rather than written twice. The other tables stay the mocks' alone.
 */
export function seedData(size: DataSize = 'small') {
  const {
    roles,
    permissions,
    areas,
    companies,
    users,
    customers,
    categories,
    products,
    wishlists,
    tempProducts,
    notifications,
  } = createFixtures(size);
  return {
    roles,
    permissions,
    areas,
    companies,
    users,
    customers,
    categories,
    products,
    wishlists,
    tempProducts,
    notifications,
  };
}
