import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton.tsx';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './DataTable.css.ts';
import type { DataTableColumn } from './dataTableTypes.ts';
import { columnTemplate, rowHeight } from './windowing.ts';

export interface DataTableSkeletonProps extends StyleProps {
  /** The table's columns: their headers are shown and their widths kept, so the rows come in where the grey was. */
  columns: readonly Pick<DataTableColumn<never>, 'header' | 'width'>[];
  /** Grey rows shown; the page size by default (10). */
  rows?: number;
  /** What is loading, for assistive technology ("Loading the users"); the locale's "Loading" by default. */
  label?: string;
}

/** A DataTable's loading state: its header and grey rows in its own columns, instead of a spinner. */
export function DataTableSkeleton({ columns, rows = 10, label, className, style }: DataTableSkeletonProps) {
  const { template, minWidth } = columnTemplate(columns.map((column) => column.width));
  const layout = { gridTemplateColumns: template, minWidth, height: rowHeight };
  return (
    <SkeletonGroup label={label}>
      <div aria-hidden="true" className={withSiteClass(styles.skeleton, className)} style={style}>
        <div className={styles.skeletonHeader} style={layout}>
          {columns.map((column) => (
            <span key={column.header} className={styles.column}>
              {column.header}
            </span>
          ))}
        </div>
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows, only their count matters
          <div key={row} className={styles.skeletonRow} style={layout}>
            {columns.map((column) => (
              <span key={column.header} className={styles.cell}>
                <Skeleton width="70%" />
              </span>
            ))}
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
