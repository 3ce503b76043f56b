import { serverResources } from '@factory/api';
import type { RequestHandler } from 'msw';
import { endpointOfHandler } from '../http/route.ts';
import { accessTypeHandlers } from './accessTypes.ts';
import { categoryHandlers } from './categories.ts';
import { crudRoutes, definedStore } from './crud.ts';
import { customerHandlers } from './customers.ts';
import { enquiryHandlers } from './enquiry.ts';
import { mediaAdminHandlers } from './files.ts';
import { filterHandlers } from './filters.ts';
import { mediaHandlers } from './media.ts';
import { notificationHandlers } from './notifications.ts';
import { documentHandlers } from './operationDocuments.ts';
import { productHandlers } from './products.ts';
import { reportHandlers } from './reports.ts';
import { roleHandlers } from './roles.ts';
import { sessionHandlers } from './session.ts';
import { userHandlers } from './users.ts';
import { verificationHandlers } from './verification.ts';
import { wishlistHandlers } from './wishlist.ts';

const all = [
  ...sessionHandlers,
  ...userHandlers,
  ...roleHandlers,
  ...customerHandlers,
  ...enquiryHandlers,
  ...notificationHandlers,
  ...categoryHandlers,
  ...productHandlers,
  ...filterHandlers,
  ...wishlistHandlers,
  ...verificationHandlers,
  ...documentHandlers,
  ...accessTypeHandlers,
  ...mediaAdminHandlers,
  ...reportHandlers,
  ...mediaHandlers,
];

/**
 * Every list-and-record resource that no handler file serves (one that keeps more than its fields: a user's
 * password, a role's keys) is served as its definition says, from its fixture's table.
 */
const served = new Set(all.map((handler) => endpointOfHandler.get(handler)));
const defined = Object.values(serverResources).flatMap((definition) =>
  crudRoutes(definition, definedStore(definition)).filter((handler) => !served.has(endpointOfHandler.get(handler))),
);

/** Fewer `{param}` segments first, so `/api/product/seasonal` is tried before `/api/product/{id}`. */
const paramCount = (handler: RequestHandler) => (endpointOfHandler.get(handler)?.match(/\{/g) ?? []).length;

/** Every handler of the mock backend, in matching order. */
export const handlers: RequestHandler[] = [...all, ...defined].sort((a, b) => paramCount(a) - paramCount(b));
