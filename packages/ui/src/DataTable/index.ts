export {
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type DataTableSelectionMode,
} from './DataTable.tsx';
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
