import './probe.ts';
import '@factory/ui/theme';
import { DataTable, type DataTableColumn } from '@factory/ui';
import { createRoot } from 'react-dom/client';
import { type Attraction, benchColumns, pageRows } from './data.ts';

const data = pageRows(location.search);
const columns: DataTableColumn<Attraction>[] = benchColumns.map((column) => ({ ...column, sortable: true }));

createRoot(document.getElementById('root') as HTMLElement).render(
  <DataTable label="Attractions" columns={columns} rows={data} rowId={(row) => row.id} />,
);
