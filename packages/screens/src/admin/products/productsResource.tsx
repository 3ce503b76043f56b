// Products (spec §3 Product, §7 Products) on the admin's resource mechanism: a product goes by its code (a text id),
// its list is paged by the server and moved in the catalogue order.
import {
  addProductFilter,
  createProduct,
  deleteProduct,
  type Product,
  type ProductId,
  removeProductFilter,
  setProductCategories,
  setProductNonWishlist,
  updateProduct,
  updateProductsTable,
} from '@factory/api';
import { productQueries } from '../../queries/index.ts';
import { type BulkChange, codeFromPath, defineResource, yesNoFilter } from '../generic/resource.ts';
import { noChanges, withChanges } from '../generic/setChanges.ts';
import { categoryFilterQuery, ProductForm } from './ProductForm.tsx';
import {
  emptyProductValues,
  filterChoiceOf,
  type ProductSave,
  type ProductValues,
  productInputOf,
  productValuesOf,
} from './productLogic.ts';

/**
 * Saves the product's fields, then its categories when they are not the ones it already has (their own call), then
 * each filter choice and wishlist switch changed since the last save (one call each, spec §7).
 */
async function saveProduct(
  id: ProductId,
  { id: _code, categories, filter_changes = noChanges, wishlist_changes = noChanges, ...fields }: ProductSave,
): Promise<Product> {
  const updated = await updateProduct(id, fields);
  const same =
    updated.categories.length === categories.length && updated.categories.every(({ id }) => categories.includes(id));
  const saved = same ? updated : await setProductCategories(id, categories);
  for (const [key, on] of Object.entries(filter_changes)) {
    const [filterId, choiceId] = filterChoiceOf(key);
    await (on ? addProductFilter : removeProductFilter)(id, filterId, choiceId);
  }
  for (const [typeId, notInWishlist] of Object.entries(wishlist_changes)) {
    await setProductNonWishlist(id, Number(typeId), notInWishlist);
  }
  const excluded = withChanges((saved.non_wishlist ?? []).map(String), wishlist_changes);
  return { ...saved, non_wishlist: [...excluded].map(Number) };
}

/** Locks or unlocks one product: its own fields sent again with the new `is_locked` (PUT /api/product/{id}). */
function setLocked(product: Product, locked: boolean): Promise<Product> {
  const {
    id: _code,
    categories: _categories,
    filter_changes: _f,
    wishlist_changes: _w,
    ...fields
  } = productInputOf(productValuesOf(product), 'edit');
  return updateProduct(product.id, { ...fields, is_locked: locked ? 1 : 0 });
}

const lockChanges: BulkChange<Product>[] = [
  {
    verb: 'Lock',
    done: 'locked',
    undone: 'unlocked',
    appliesTo: (product) => product.is_locked !== 1,
    change: (product, back) => setLocked(product, !back),
  },
  {
    verb: 'Unlock',
    done: 'unlocked',
    undone: 'locked',
    appliesTo: (product) => product.is_locked === 1,
    change: (product, back) => setLocked(product, back),
  },
];

export const productsResource = defineResource<Product, ProductValues, ProductSave>({
  area: 'product-item',
  labels: { singular: 'product', plural: 'Products' },
  title: (product) => product.title,
  rowName: (product) => product.id,
  subtitle: (product) => `Code ${product.id}`,
  idFromPath: codeFromPath,
  queries: productQueries,
  calls: { create: createProduct, update: saveProduct, remove: deleteProduct },
  reorder: { orderName: 'catalogue order', save: updateProductsTable },
  bulkChanges: lockChanges,
  columns: [
    { key: 'id', header: 'Code', sortable: true },
    { key: 'title', header: 'Title', sortable: true, width: '2fr' },
    { key: 'parent_code', header: 'Parent code', sortable: true },
    { key: 'images', header: 'Images', cell: (product) => String(product.images.length) },
    { key: 'is_locked', header: 'Locked', cell: (product) => (product.is_locked === 1 ? 'Locked' : '') },
  ],
  // Sent as `category_id` and `locked` on GET /api/product (productQueryOf), the catalogue list's own parameters.
  filters: [
    { key: 'category_id', label: 'Category', choices: categoryFilterQuery },
    yesNoFilter('is_locked', 'Locked', 'Locked', 'Not locked'),
  ],
  // Its own form lays the fields out: measures in a group, categories as chips, the code only on create.
  fields: [],
  form: ProductForm,
  emptyValues: emptyProductValues,
  valuesOf: productValuesOf,
  inputOf: (values, mode) => productInputOf(values, mode),
});
