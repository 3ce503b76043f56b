/** Designed: the columns `GET /api/product` sorts by; `size` is the product's longest side. */
export const productSortColumns = ['id', 'title', 'parent_code', 'created_at', 'size'] as const;
