export * from './admin.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './documents.ts';
export { decodeHtmlEntities } from './htmlEntities.ts';
export * from './pagination.ts';
export * from './people.ts';
export * from './regions.ts';
export * from './rows.ts';
