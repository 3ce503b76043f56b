// The data layer: one query module per server resource (keys, reads as `queryOptions`, and what a change refreshes).
// Screens read and refresh server state only through it; no screen writes a key (`npm run check:deps`).
// The reads and changes a catalogue page can make at once (categories, products, the wishlist, the session, the
// profile and its documents) import their calls when first used: the calls, their answers' schemas and zod (some
// 14 KB gzip) then leave the page's first load, which a page the server drew needs no call for.
export * from './accessTypes.ts';
export * from './areas.ts';
export * from './categories.ts';
export * from './choices.ts';
export * from './clientPage.ts';
export * from './companies.ts';
export * from './customers.ts';
export * from './devCommands.ts';
export * from './files.ts';
export * from './filters.ts';
export * from './icons.ts';
export * from './newProducts.ts';
export * from './notifications.ts';
export * from './operationDocuments.ts';
export * from './patDefaults.ts';
export * from './permissions.ts';
export * from './products.ts';
export * from './profile.ts';
export * from './recycleBin.ts';
export * from './reports.ts';
export * from './resource.ts';
export * from './roles.ts';
export * from './session.ts';
export * from './users.ts';
export * from './wishlist.ts';
