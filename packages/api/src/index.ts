// @factory/api — the typed contract of every call: schemas, HTTP helper, session and one function per call. No React.
export * from './calls/index.ts';
export * from './http/index.ts';
export * from './media/thumbnail.ts';
export * from './permissions.ts';
export * from './resources/index.ts';
export * from './rules/productFields.ts';
export * from './rules/recordId.ts';
export * from './rules/validation.ts';
export * from './schemas/index.ts';
export * from './search/searchWords.ts';
export * from './uploadLimits.ts';
