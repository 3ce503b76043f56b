import type { ListParams } from '@factory/api';
import { Button, type DataTableColumn, Inline, Text, useToast } from '@factory/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useReportFailure } from '../../shared/reportFailure.ts';
import { csvCellText, exportPageSize, fetchAllRows, toCsv } from './csv.ts';
import { actionErrorMessage } from './messages.ts';
import type { AdminResource, Identified } from './resource.ts';

// biome-ignore lint/suspicious/noExplicitAny: any resource's list, whatever its form types.
type AnyResource<Row extends Identified> = AdminResource<Row, any, any, any>;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Export CSV: every row the list's search, filters and sort match (all pages, fetched a page at a time with a progress bar),
 * with the list's columns as shown, saved as "<plural>.csv".
 */
export function ExportCsv<Row extends Identified>({
  resource,
  params,
}: {
  resource: AnyResource<Row>;
  /** The list's call as it stands (search, sort, filters); the export asks for every page of it. */
  params: ListParams;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const reportFailure = useReportFailure(actionErrorMessage);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const lower = resource.labels.plural.toLowerCase();
  const columns: readonly DataTableColumn<Row>[] = resource.columns;
  const run = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const rows = await fetchAllRows<Row>(
        (page) => queryClient.fetchQuery(resource.queries.list({ ...params, page, perPage: exportPageSize })),
        (done, total) => setProgress({ done, total }),
      );
      const records = rows.map((row) =>
        columns.map((column) => {
          const value = (row as Record<string, unknown>)[column.key];
          return csvCellText(column.cell ? column.cell(row) : value, value);
        }),
      );
      saveFile(
        `${lower}.csv`,
        toCsv(
          columns.map((column) => column.header),
          records,
        ),
      );
      toast.show({ variant: 'success', message: `${count(rows.length)} ${lower} exported.` });
    } catch (error) {
      reportFailure(error);
    } finally {
      setProgress(null);
    }
  };
  if (progress) {
    const text = `Exporting ${count(progress.done)} of ${count(progress.total)} ${lower}`;
    return (
      <Inline gap="sm">
        <progress max={progress.total || undefined} value={progress.done} aria-label={`Exporting the ${lower}`} />
        <Text tone="muted">{text}</Text>
      </Inline>
    );
  }
  return (
    <Button variant="secondary" size="sm" onPress={run}>
      Export CSV
    </Button>
  );
}

/** Hands the text to the browser as a download; the byte-order mark tells spreadsheet programs it is UTF-8. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
