// How rows are answered: Laravel API resources, without the columns the server keeps to itself.
import {
  type Category,
  type Customer,
  type Filter,
  holdsAdministratorKeys,
  type OperationDocumentFolder,
  type Product,
  type Role,
  type TempProduct,
  type User,
  type WishlistItem,
} from '@factory/api';
import type { Visibility } from './access.ts';
import { db, notDeleted } from './db.ts';
import type {
  CategoryRecord,
  CustomerRecord,
  FilterRecord,
  FolderRecord,
  ProductRecord,
  RoleRecord,
  UserRecord,
  WishlistRecord,
} from './fixtures/index.ts';

export interface UserIncludes {
  areas?: boolean;
  companies?: boolean;
}

export function userResource(user: UserRecord, includes: UserIncludes = {}): User {
  const role = db.roles.find((r) => r.id === user.role_id);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    is_active: user.is_active,
    role_id: user.role_id,
    role_data: { id: user.role_id, title: role?.title ?? '' },
    permissions_keys: [...user.permissions_keys],
    must_change_password: user.must_change_password,
    ...(includes.areas ? { areas_data: db.areas.filter((a) => user.area_ids.includes(a.id)) } : {}),
    ...(includes.companies ? { companies_data: db.companies.filter((c) => user.company_ids.includes(c.id)) } : {}),
    created_at: user.created_at,
  };
}

export function roleResource(role: RoleRecord, withCounts = false): Role {
  const { permission_keys, ...fields } = role;
  const row = { ...fields, permissions: db.permissions.filter((p) => permission_keys.includes(p.key)) };
  return withCounts
    ? { ...row, users_count: usersOfRole(role).length, is_last_administrator_role: isLastAdministratorRole(role) }
    : row;
}

/** The live users given the role. */
const usersOfRole = (role: RoleRecord) => notDeleted(db.users).filter((user) => user.role_id === role.id);

/** Whether the role holds every administrator key and no other role does. */
export const isLastAdministratorRole = (role: RoleRecord) =>
  holdsAdministratorKeys(role.permission_keys) &&
  !db.roles.some((other) => other !== role && holdsAdministratorKeys(other.permission_keys));

const byPosition = (a: CategoryRecord, b: CategoryRecord) => a.position - b.position || a.id - b.id;

/** A category with its live sub-categories, those open to the user when `visibility` is given. */
export function categoryResource(category: CategoryRecord, visibility: Visibility = 'all'): Category {
  const { position: _position, deleted_at: _deleted, ...fields } = category;
  const children = notDeleted(db.categories)
    .filter((c) => c.parent_id === category.id && (visibility === 'all' || visibility.has(c.id)))
    .sort(byPosition);
  return { ...fields, sub_categories: children.map((child) => categoryResource(child, visibility)) };
}

export const topCategories = () =>
  notDeleted(db.categories)
    .filter((c) => c.parent_id === null)
    .sort(byPosition);

/** A category's id and the ids of every category below it. */
export function categoryTree(id: number): number[] {
  const children = notDeleted(db.categories).filter((c) => c.parent_id === id);
  return [id, ...children.flatMap((c) => categoryTree(c.id))];
}

export function productResource(product: ProductRecord): Product {
  const { category_ids, deleted_at: _deleted, ...fields } = product;
  return {
    ...fields,
    categories: category_ids.flatMap((id) => {
      const category = db.categories.find((c) => c.id === id);
      return category ? [{ id: category.id, title: category.title }] : [];
    }),
    variants: notDeleted(db.products)
      .filter((p) => p.parent_code === product.parent_code && p.id !== product.id)
      .map((p) => ({ id: p.id, title: p.title, img: p.images[0]?.url ?? null })),
    non_wishlist: db.nonWishlist.filter((n) => n.product_id === product.id).map((n) => n.access_type_id),
  };
}

export function filterResource(filter: FilterRecord): Filter {
  const { deleted_at: _deleted, ...fields } = filter;
  return fields;
}

export function customerResource(customer: CustomerRecord): Customer {
  const { deleted_at: _deleted, ...fields } = customer;
  return fields;
}

export function wishlistResource(item: WishlistRecord): WishlistItem | null {
  const product = notDeleted(db.products).find((p) => p.id === item.product_id);
  return product ? { id: item.id, product: productResource(product), qty: item.qty } : null;
}

/** A folder with its files, and with its live sub-folders when `withChildren`. */
export function folderResource(folder: FolderRecord, withChildren: boolean): OperationDocumentFolder {
  const { deleted_at: _deleted, ...fields } = folder;
  const children = notDeleted(db.folders).filter((f) => f.parent_id === folder.id);
  return {
    ...fields,
    files: [...folder.files],
    ...(withChildren ? { children: children.map((c) => folderResource(c, true)) } : {}),
  };
}

export const tempProductResource = (product: TempProduct): TempProduct => structuredClone(product);
