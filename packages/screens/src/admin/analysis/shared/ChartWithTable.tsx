// A chart and an accessible table of the same numbers: the table is what assistive technology reads.
import { Heading, Skeleton } from '@factory/ui';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { loadWhileHere } from '../../../shared/moduleLoad.ts';
import * as styles from './analysis.css.ts';
import type { ChartSeries } from './BarChartView.tsx';

/** Recharts stays out of every bundle but the analysis screens'. */
const BarChartView = lazy(loadWhileHere(() => import('./BarChartView.tsx')));

interface TableColumn<Row> {
  header: string;
  /** The cell's text. */
  cell: (row: Row) => ReactNode;
  /** Numbers align to the end. */
  numeric?: boolean;
}

interface ChartWithTableProps<Row> {
  /** The section's heading, also the table's caption. */
  title: string;
  /** One sentence saying what the numbers are. */
  description?: ReactNode;
  rows: readonly Row[];
  /** The first column: the row's name (a row header). */
  rowHeader: TableColumn<Row>;
  columns: readonly TableColumn<Row>[];
  /** The chart: its rows (with a `label`), series and tick format; left out, only the table shows. */
  chart?: {
    rows: readonly Record<string, string | number>[];
    series: readonly ChartSeries[];
    format: (value: number) => string;
    max?: number;
  };
  /** Said in place of the table when there are no rows. */
  emptyText: string;
}

export function ChartWithTable<Row>({
  title,
  description,
  rows,
  rowHeader,
  columns,
  chart,
  emptyText,
}: ChartWithTableProps<Row>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.figure}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {description}
      {rows.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <>
          {chart && (
            <div className={styles.chart} aria-hidden="true" data-testid="chart">
              <Suspense fallback={<Skeleton shape="block" height={120} />}>
                <BarChartView rows={chart.rows} series={chart.series} format={chart.format} max={chart.max} />
              </Suspense>
            </div>
          )}
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <caption className={styles.caption}>{title}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.headerCell}>
                    {rowHeader.header}
                  </th>
                  {columns.map((column) => (
                    <th
                      key={column.header}
                      scope="col"
                      className={column.numeric ? styles.numberHeader : styles.headerCell}
                    >
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are derived tables without ids; their order is fixed.
                  <tr key={index}>
                    <th scope="row" className={styles.nameCell}>
                      {rowHeader.cell(row)}
                    </th>
                    {columns.map((column) => (
                      <td key={column.header} className={column.numeric ? styles.numberCell : styles.cell}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
