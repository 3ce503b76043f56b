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
import { type Attraction, benchColumns, pageRows } from './data.ts';
import { compareCells, TanStackView, viewProps } from './tanstack-view.tsx';

const data = pageRows(location.search);
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
  return <TanStackView {...viewProps(table, table.getState())} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(<Page />);
