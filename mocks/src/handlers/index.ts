import type { RequestHandler } from 'msw';
import { endpointOfHandler } from '../http/route.ts';
import { accessTypeHandlers, mediaAdminHandlers, reportHandlers } from './admin.ts';
import { categoryHandlers, filterHandlers, productHandlers } from './catalogue.ts';
import { documentHandlers, verificationHandlers, wishlistHandlers } from './customer.ts';
import { mediaHandlers } from './media.ts';
import { enquiryHandlers, organisationHandlers, roleHandlers, userHandlers } from './people.ts';
import { sessionHandlers } from './session.ts';

const all = [
  ...sessionHandlers,
  ...userHandlers,
  ...roleHandlers,
  ...organisationHandlers,
  ...enquiryHandlers,
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

/** Fewer `{param}` segments first, so `/api/product/seasonal` is tried before `/api/product/{id}`. */
const paramCount = (handler: RequestHandler) => (endpointOfHandler.get(handler)?.match(/\{/g) ?? []).length;

/** Every handler of the mock backend, in matching order. */
export const handlers: RequestHandler[] = [...all].sort((a, b) => paramCount(a) - paramCount(b));
