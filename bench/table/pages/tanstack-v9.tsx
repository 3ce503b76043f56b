import './probe.ts';
import { createRoot } from 'react-dom/client';
import {
  type ColumnDef,
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from 'tanstack-table-v9';
import { type Attraction, benchColumns, pageRows } from './data.ts';
import { compareCells, TanStackView, viewProps } from './tanstack-view.tsx';

const data = pageRows(location.search);
const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: { includesString: filterFn_includesString },
});
const columns: ColumnDef<typeof features, Attraction>[] = benchColumns.map((column) => ({
  accessorKey: column.key,
  header: column.header,
  sortFn: (a, b, id) => compareCells(a.getValue(id), b.getValue(id)),
  sortDescFirst: false,
}));

function Page() {
  const table = useTable({ features, columns, data, globalFilterFn: 'includesString' });
  return <TanStackView {...viewProps(table, table.state)} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(<Page />);
