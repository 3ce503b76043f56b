// Products (spec §3 Product, §7 Products) on the admin's resource mechanism: a product goes by its code (a text id),
// its list is paged by the server and moved in the catalogue order.
import {
  createProduct,
  deleteProduct,
  type NewProductInput,
  type Product,
  type ProductId,
  setProductCategories,
  updateProduct,
  updateProductsTable,
} from '@factory/api';
import { productQueries } from '../../queries/index.ts';
import { defineResource } from '../generic/resource.ts';
import { ProductForm } from './ProductForm.tsx';
import { emptyProductValues, type ProductValues, productInputOf, productValuesOf } from './productLogic.ts';

/** Saves the product's fields, then its categories when they are not the ones it already has (their own call). */
async function saveProduct(id: ProductId, { id: _code, categories, ...fields }: NewProductInput): Promise<Product> {
  const saved = await updateProduct(id, fields);
  const same =
    saved.categories.length === categories.length && saved.categories.every(({ id }) => categories.includes(id));
  return same ? saved : setProductCategories(id, categories);
}

export const productsResource = defineResource<Product, ProductValues, NewProductInput>({
  area: 'product-item',
  labels: { singular: 'product', plural: 'Products' },
  title: (product) => product.title,
  rowName: (product) => product.id,
  subtitle: (product) => `Code ${product.id}`,
  idFromPath: (segment) => segment || undefined,
  queries: productQueries,
  calls: { create: createProduct, update: saveProduct, remove: deleteProduct },
  reorder: { orderName: 'catalogue order', save: updateProductsTable },
  columns: [
    { key: 'id', header: 'Code', sortable: true },
    { key: 'title', header: 'Title', sortable: true, width: '2fr' },
    { key: 'parent_code', header: 'Parent code', sortable: true },
    { key: 'images', header: 'Images', cell: (product) => String(product.images.length) },
    { key: 'is_locked', header: 'Locked', cell: (product) => (product.is_locked === 1 ? 'Locked' : '') },
  ],
  // Its own form lays the fields out: measures in a group, categories as chips, the code only on create.
  fields: [],
  form: ProductForm,
  emptyValues: emptyProductValues,
  valuesOf: productValuesOf,
  inputOf: productInputOf,
});
