export { DataTable } from './DataTable.tsx';
export { DataTableSkeleton, type DataTableSkeletonProps } from './DataTableSkeleton.tsx';
export type {
  DataTableColumn,
  DataTableLabels,
  DataTableProps,
  DataTableRowAction,
  DataTableRowActions,
  DataTableSelectionMode,
} from './dataTableTypes.ts';
export type { RowKey, RowSelection } from './selection.ts';
export {
  applyQuery,
  defaultPageSize,
  initialQuery,
  nextSort,
  type PageSize,
  pageSizeOptions,
  type SortDirection,
  type TableQuery,
  type TableSort,
  type TableView,
} from './tableState.ts';
