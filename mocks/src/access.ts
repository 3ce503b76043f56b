// Access types (designed, docs/api.md): a customer sees the categories of their access type, the categories below
// them and the products in those; staff, and users who are no customer, see the whole catalogue.
import { db, notDeleted } from './db.ts';
import type { CategoryRecord, ProductRecord, UserRecord } from './fixtures/index.ts';

/** The access type of the customer a user is, or null (staff, or a customer without one). */
export const accessTypeOf = (userId: number) =>
  notDeleted(db.customers).find((c) => c.user_id === userId)?.product_access_type_id ?? null;

/** What one user may see of the catalogue: `all`, or the ids of the categories open to them. */
export type Visibility = 'all' | ReadonlySet<number>;

/** The categories open to a user: their access type's categories and every live category below those. */
export function visibilityOf(user: Pick<UserRecord, 'id'> | undefined): Visibility {
  const typeId = user ? accessTypeOf(user.id) : null;
  const accessType = typeId === null ? undefined : db.accessTypes.find((t) => t.id === typeId);
  if (!accessType) return 'all';
  const childrenOf = new Map<number, number[]>();
  for (const category of notDeleted(db.categories)) {
    if (category.parent_id === null) continue;
    childrenOf.set(category.parent_id, [...(childrenOf.get(category.parent_id) ?? []), category.id]);
  }
  const open = new Set<number>();
  const add = (id: number) => {
    if (open.has(id)) return;
    open.add(id);
    for (const child of childrenOf.get(id) ?? []) add(child);
  };
  for (const id of accessType.category_ids) add(id);
  return open;
}

export const canSeeCategory = (visibility: Visibility, category: Pick<CategoryRecord, 'id'>) =>
  visibility === 'all' || visibility.has(category.id);

/** A product is open when one of its categories is. */
export const canSeeProduct = (visibility: Visibility, product: Pick<ProductRecord, 'category_ids'>) =>
  visibility === 'all' || product.category_ids.some((id) => visibility.has(id));

/** Whom a customer asks to open more ranges (designed: the factory's sales desk). */
const salesContact = { name: 'our sales team', email: 'sales@example.com' } as const;

/**
 * What a restricted customer is told (`access_data` of GET /api/user): their access type's name, the ranges open to
 * them and whom to ask; null when they see every range (staff, no access type, or one that opens every top category).
 */
export function accessDataOf(user: Pick<UserRecord, 'id'>) {
  const visibility = visibilityOf(user);
  if (visibility === 'all') return null;
  const tops = notDeleted(db.categories)
    .filter((category) => category.parent_id === null)
    .sort((a, b) => a.position - b.position || a.id - b.id);
  if (tops.every((category) => visibility.has(category.id))) return null;
  const accessType = db.accessTypes.find((type) => type.id === accessTypeOf(user.id));
  // The ranges as the catalogue lists them: each open category whose parent is not open.
  const byId = new Map(notDeleted(db.categories).map((category) => [category.id, category]));
  const open = [...visibility]
    .flatMap((id) => byId.get(id) ?? [])
    .filter((category) => category.parent_id === null || !visibility.has(category.parent_id))
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map(({ id, title }) => ({ id, title }));
  return { title: accessType?.title ?? '', categories: open, contact: salesContact };
}
