export { Pagination, type PaginationProps, type PaginationVariant, paginationVariants } from './Pagination.tsx';
export { defaultPaginationLabels, type PageSlot, type PaginationLabels, pageWindow } from './paginationLogic.ts';
