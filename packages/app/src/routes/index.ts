export { hrefTo, screenRoutes } from './links.ts';
export { type Area, type Guard, type RouteDef, type RouteName, routeNamed, routeTable } from './routeTable.ts';
