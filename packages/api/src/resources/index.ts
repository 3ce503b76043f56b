// The list-and-record resources: how one is defined (define.ts), the registry of them (registry.ts) and where their
// deletes go (recycleBin.ts).
export * from './define.ts';
export * from './recycleBin.ts';
export * from './registry.ts';
