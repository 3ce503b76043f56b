// @factory/ui — the theme contract and the blocks. Install the theme once with `import '@factory/ui/theme'` (and
// `@factory/ui/fonts` for the bundled fonts); a built app imports `@factory/ui/styles.css` instead of compiling.

export * from './Accordion/index.ts';
export * from './Alert/index.ts';
export * from './Badge/index.ts';
export * from './Breadcrumbs/index.ts';
export * from './Button/index.ts';
export * from './Card/index.ts';
export * from './Checkbox/index.ts';
export * from './ChipInput/index.ts';
export * from './Columns/index.ts';
export * from './DataTable/index.ts';
export * from './DescriptionList/index.ts';
export * from './Dialog/index.ts';
export * from './Disclosure/index.ts';
export * from './Field/index.ts';
export * from './FileDrop/index.ts';
export * from './Form/index.ts';
export * from './Icon/index.ts';
export * from './ImageOverlay/index.ts';
export * from './i18n/index.ts';
export * from './Layout/index.ts';
export * from './LazyImage/index.ts';
export * from './Link/index.ts';
export * from './Menu/index.ts';
export * from './Pagination/index.ts';
export * from './PillNav/index.ts';
export * from './ReorderableList/index.ts';
export * from './Scroller/index.ts';
export * from './Select/index.ts';
export * from './Skeleton/index.ts';
export * from './Spinner/index.ts';
export * from './Tabs/index.ts';
export * from './Tiles/index.ts';
export * from './Toast/index.ts';
export * from './theme/index.ts';
