/**
 * Designed: the columns `GET /api/product` sorts by; `size` is the product's longest side, `height` its
 * `dimension_height` (a product without one last in both directions).
 */
export const productSortColumns = ['id', 'title', 'parent_code', 'created_at', 'size', 'height'] as const;
