import './probe.ts';
import {
  type ColumnDef,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { createRoot } from 'react-dom/client';
import { type Attraction, benchColumns, makeAttractions, pageParams } from './data.ts';
import { compareCells, sortState, TanStackView } from './tanstack-view.tsx';

const { rows, seed } = pageParams(location.search);
const data = makeAttractions(rows, seed);
const columns: ColumnDef<Attraction>[] = benchColumns.map((column) => ({
  accessorKey: column.key,
  header: column.header,
  sortingFn: (a, b, id) => compareCells(a.getValue(id), b.getValue(id)),
  sortDescFirst: false,
}));

function Page() {
  const table = useReactTable({
    data,
    columns,
    globalFilterFn: 'includesString',
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  const { globalFilter, pagination } = table.getState();
  return (
    <TanStackView
      search={globalFilter ?? ''}
      onSearch={(value) => table.setGlobalFilter(value)}
      sortOf={(id) => sortState(table.getColumn(id)?.getIsSorted())}
      onSort={(id) => table.getColumn(id)?.toggleSorting()}
      pageSize={pagination.pageSize}
      onPageSize={(size) => table.setPageSize(size)}
      rows={table.getRowModel().rows.map((row) => row.original)}
      page={pagination.pageIndex + 1}
      pageCount={table.getPageCount()}
      onPrevious={() => table.previousPage()}
      onNext={() => table.nextPage()}
    />
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Page />);
