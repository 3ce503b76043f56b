export {
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type DataTableRowAction,
  type DataTableRowActions,
  type DataTableSelectionMode,
} from './DataTable.tsx';
export { DataTableSkeleton, type DataTableSkeletonProps } from './DataTableSkeleton.tsx';
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
