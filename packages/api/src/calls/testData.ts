// Small valid bodies for the call tests, shaped as the schemas require.

import { unknownMeasures } from '../rules/productFields.ts';
import type { Product, TempProduct } from '../schemas/catalog.ts';
import type { User } from '../schemas/people.ts';

export const user: User = {
  id: 7,
  name: 'Ana Staff',
  email: 'ana@example.com',
  is_active: true,
  role_id: 1,
  role_data: { id: 1, title: 'Administrator' },
  permissions_keys: ['menu-user-users', 'action-user-users-view'],
};

export const product: Product = {
  id: 'FG-DINO-001',
  parent_code: 'FG-DINO',
  title: 'Giant T-Rex',
  description: 'Fiberglass, 4 m tall',
  volume: 12.5,
  weight_net: 310,
  weight_gross: 360,
  dimension_length: 520,
  dimension_width: 180,
  dimension_height: 400,
  product_dimensions: '520 x 180 x 400 cm',
  categories: [{ id: 3, title: 'Dinosaurs' }],
  components: [{ id: 1, title: 'Motor', qty: 2 }],
  images: [{ id: 1, url: '/media/products/p-1-1.svg' }],
  filter: [{ filter_id: 1, filter_title: 'Placement', choice_id: 2, choice_title: 'Outdoor' }],
  variants: [{ id: 'FG-DINO-002', title: 'Giant T-Rex, green', img: null }],
  is_locked: 0,
};

export const tempProduct: TempProduct = {
  id: 4,
  product_id: 'FG-NEW-010',
  parent_code: 'FG-NEW',
  title: 'Dragon arch',
  description: null,
  ...unknownMeasures(),
  is_locked: 0,
  categories: [],
  images: [],
};
