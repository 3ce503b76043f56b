import { memo, useId } from 'react';
import { NativeSelect, type NativeSelectOption } from '../Select/NativeSelect.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './DataTable.css.ts';
import type { DataTableLabels } from './dataTableTypes.ts';
import { type PageSize, pageSizeOf } from './tableState.ts';

interface ToolbarProps {
  search: string;
  pageSize: PageSize;
  isLoading: boolean;
  texts: Pick<DataTableLabels, 'search' | 'loading' | 'rowsPerPage'>;
  pageSizeItems: NativeSelectOption[];
  onSearch: (search: string) => void;
  onPageSize: (size: PageSize) => void;
}

/** Search field, busy indicator and page-size picker; memoised, as it changes far less often than the rows. */
export const Toolbar = memo(function Toolbar({
  search,
  pageSize,
  isLoading,
  texts,
  pageSizeItems,
  onSearch,
  onPageSize,
}: ToolbarProps) {
  const searchId = useId();
  return (
    <div className={styles.toolbar}>
      {/* The browser's own search field (Escape clears it, as React Aria's SearchField did): a table's first render
          need not load React Aria's text field. */}
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.searchLabel}>
          {texts.search}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || search === '') return;
            event.preventDefault();
            event.stopPropagation();
            onSearch('');
          }}
        />
      </div>
      {isLoading && <Spinner label={texts.loading} />}
      {/* A native select: React Aria's popover closing (focus restore, measuring) cost more than a frame. */}
      <NativeSelect
        label={texts.rowsPerPage}
        options={pageSizeItems}
        value={String(pageSize)}
        onChange={(value) => onPageSize(pageSizeOf(value))}
      />
    </div>
  );
});
