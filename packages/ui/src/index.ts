// @factory/ui — the theme and the blocks. Importing the package installs the brand theme and reset.

export * from './Button/index.ts';
export * from './Link/index.ts';
export * from './Spinner/index.ts';
export * from './theme/index.ts';
