export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSelectionMode,
} from './DataTable.tsx';
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
