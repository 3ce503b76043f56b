// The data layer: one query module per server resource (keys, reads as `queryOptions`, and what a change refreshes).
// Screens read and refresh server state only through it; no screen writes a key.

export * from './accessTypes.ts';
export * from './account.ts';
export * from './catalogue.ts';
export * from './choices.ts';
export * from './clientPage.ts';
export * from './documents.ts';
export * from './organisations.ts';
export * from './people.ts';
export * from './reports.ts';
export * from './resource.ts';
export * from './session.ts';
