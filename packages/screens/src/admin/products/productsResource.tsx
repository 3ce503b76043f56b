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
import { Text } from '@factory/ui';
import { productQueries } from '../../queries/index.ts';
import { type BulkChange, definedResource, yesNoFilter } from '../generic/resource.ts';
import { noChanges, withChanges } from '../generic/setChanges.ts';
import {
  codeColumnWidth,
  emptyProductValues,
  filterChoiceOf,
  lockedDeleteReason,
  noImagesText,
  type ProductSave,
  type ProductValues,
  parentCodeColumnWidth,
  productInputOf,
  productValuesOf,
} from './adminProductLogic.ts';
import { categoryFilterQuery, ProductForm } from './ProductForm.tsx';

/**
 * Saves the product's fields, its categories when they are not the ones it already has (their own call), and each
 * filter choice and wishlist switch changed since the last save (one call each, spec §7). A locked product takes no
 * change but its unlock: a save that unlocks sends the fields (with the unlock) first, a save that locks sends them
 * last, after the changes they would refuse.
 */
async function saveProduct(
  id: ProductId,
  {
    id: _code,
    categories,
    filter_changes = noChanges,
    wishlist_changes = noChanges,
    images: _images,
    ...fields
  }: ProductSave,
): Promise<Product> {
  const sendChoices = async (current: readonly number[] | undefined) => {
    const same =
      current !== undefined && current.length === categories.length && current.every((id) => categories.includes(id));
    const saved = same ? undefined : await setProductCategories(id, categories);
    for (const [key, on] of Object.entries(filter_changes)) {
      const [filterId, choiceId] = filterChoiceOf(key);
      await (on ? addProductFilter : removeProductFilter)(id, filterId, choiceId);
    }
    for (const [typeId, notInWishlist] of Object.entries(wishlist_changes)) {
      await setProductNonWishlist(id, Number(typeId), notInWishlist);
    }
    return saved;
  };
  let saved: Product;
  if (fields.is_locked === 1) {
    await sendChoices(undefined);
    saved = await updateProduct(id, fields);
  } else {
    const updated = await updateProduct(id, fields);
    saved = (await sendChoices(updated.categories.map((category) => category.id))) ?? updated;
  }
  const excluded = withChanges((saved.non_wishlist ?? []).map(String), wishlist_changes);
  return { ...saved, non_wishlist: [...excluded].map(Number) };
}

/**
 * Creates a product with its pictures (one multipart create, spec §7), then sets the filter choices ticked on the
 * form: it reaches customers with what they look at first.
 */
async function createProductWithChoices({ filter_changes = noChanges, wishlist_changes: _w, ...input }: ProductSave) {
  const created = await createProduct(input);
  const chosen = Object.entries(filter_changes).filter(([, on]) => on);
  for (const [key] of chosen) {
    const [filterId, choiceId] = filterChoiceOf(key);
    await addProductFilter(created.id, filterId, choiceId);
  }
  return created;
}

/** Locks or unlocks one product: its own fields sent again with the new `is_locked` (PUT /api/product/{id}). */
function setLocked(product: Product, locked: boolean): Promise<Product> {
  const {
    id: _code,
    categories: _categories,
    filter_changes: _f,
    wishlist_changes: _w,
    images: _images,
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

export const productsResource = definedResource<Product, ProductValues, ProductSave>('product-item', {
  labels: { singular: 'product', plural: 'Products' },
  title: (product) => product.title,
  rowName: (product) => product.id,
  subtitle: (product) => `Code ${product.id}`,
  // The server refuses it too (423): unlocking is the one change a locked product takes.
  deleteRefusal: (product) => (product.is_locked === 1 ? lockedDeleteReason : undefined),
  queries: productQueries,
  calls: { create: createProductWithChoices, update: saveProduct, remove: deleteProduct },
  reorder: { orderName: 'catalogue order', save: updateProductsTable },
  bulkChanges: lockChanges,
  columns: [
    // Wide enough for the longest codes whole: variants differ at their end.
    { key: 'id', header: 'Code', sortable: true, width: codeColumnWidth },
    { key: 'title', header: 'Title', sortable: true, width: '2fr' },
    { key: 'parent_code', header: 'Parent code', sortable: true, width: parentCodeColumnWidth },
    {
      key: 'images',
      header: 'Images',
      width: 110,
      // A product without pictures shows customers a placeholder: said in words, in the danger tone.
      cell: (product) =>
        product.images.length === 0 ? (
          <Text tone="danger" weight="bold">
            {noImagesText}
          </Text>
        ) : (
          String(product.images.length)
        ),
    },
    { key: 'is_locked', header: 'Locked', width: 100, cell: (product) => (product.is_locked === 1 ? 'Locked' : '') },
  ],
  // The definition's filter keys, sent as `category_id` and `locked` on GET /api/product (productQueryOf), the
  // catalogue list's own parameters.
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
