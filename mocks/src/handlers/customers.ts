// Customer accounts: the customers area's CRUD, and what belongs to an account.

import { serverResources } from '@factory/api';
import { db, notDeleted } from '../db.ts';
import { visibleTopFolders } from '../documentAccess.ts';
import type { CustomerRecord } from '../fixtures/index.ts';
import { apiRoute } from '../http/guard.ts';
import type { Rules } from '../http/validation.ts';
import { customerResource, folderResource, userResource, wishlistResource } from '../resources.ts';
import { exists, findRow, isTrue, notFound, numberOrNull, resourceResponse } from './common.ts';
import { crudRoutes } from './crud.ts';

/** The rows the ids must name; the fields' own rules are the definition's. */
const customerChecks: Rules = {
  company_id: [exists(() => db.companies)],
  area_id: [exists(() => db.areas)],
  user_id: [exists(() => db.users)],
  product_access_type_id: [exists(() => db.accessTypes)],
};

/** The stored fields from valid input; `is_active` left out: active when new, else as `kept`. */
const customerFields = (input: Record<string, unknown>, kept = true) => ({
  name: String(input.name).trim(),
  email: String(input.email).trim(),
  phone: (input.phone as string) || null,
  company_id: numberOrNull(input.company_id),
  area_id: numberOrNull(input.area_id),
  user_id: numberOrNull(input.user_id),
  product_access_type_id: numberOrNull(input.product_access_type_id),
  is_active: input.is_active === undefined ? kept : isTrue(input.is_active),
});

export const customerHandlers = [
  ...crudRoutes<CustomerRecord>(serverResources.customers, {
    rows: () => db.customers,
    checks: () => customerChecks,
    create: (input) => ({ ...customerFields(input), deleted_at: null }),
    update: (customer, input) => Object.assign(customer, customerFields(input, customer.is_active)),
    resource: customerResource,
  }),
  // Designed: the customer's logins, their wishlist and the document folders they see (read-only).
  apiRoute('GET /api/customers/{id}/account', { area: 'customers', action: 'view' }, ({ params }) => {
    const customer = findRow(db.customers, params.id);
    if (!customer) return notFound();
    const users = notDeleted(db.users).filter((u) => u.id === customer.user_id);
    const ids = new Set(users.map((u) => u.id));
    return resourceResponse({
      users: users.map((u) => userResource(u)),
      wishlist: db.wishlists.filter((w) => ids.has(w.user_id)).flatMap((w) => wishlistResource(w) ?? []),
      // As GET /api/my-documents answers the customer: the highest folders shared with them or their company.
      documents: visibleTopFolders(notDeleted(db.folders), customer).map((f) => folderResource(f, true)),
    });
  }),
];
