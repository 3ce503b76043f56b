import { memo, type ReactNode } from 'react';
import { NativeButton } from '../Button/NativeButton.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Menu } from '../Menu/Menu.tsx';
import { fullText } from './cards.ts';
import { display } from './cellText.ts';
import * as styles from './DataTable.css.ts';
import type { DataTableColumn, DataTableLabels, DataTableRowAction } from './dataTableTypes.ts';
import type { RowKey } from './selection.ts';

export interface RowLayout {
  gridTemplateColumns: string;
  minWidth: number;
  height: number;
}

interface DataRowProps<Row> {
  row: Row;
  /** The row's id (or its place among all rows), which selection speaks of. */
  rowKey: RowKey;
  /** The row's place on the page, from 0. */
  index: number;
  columns: readonly DataTableColumn<Row>[];
  layout: RowLayout;
  /** Shown as a card: each cell after the title with its column's header, the actions in a menu. */
  cards: boolean;
  actions?: {
    of: (row: Row) => readonly DataTableRowAction[];
    nameOf: (row: Row) => string;
    texts: Pick<DataTableLabels, 'actions' | 'actionsFor'>;
  };
  /** The column of the grid's focusable cell when it is in this row, otherwise -1. */
  focusedCol: number;
  selection?: { isSelected: boolean; labelledBy: string; toggle: (key: RowKey) => void };
}

/** One body row, placed at its position on the page; memoised, so focus moving re-renders two rows at most. */
export const DataRow = memo(function DataRow<Row>({
  row,
  rowKey,
  index,
  columns,
  layout,
  cards,
  actions,
  focusedCol,
  selection,
}: DataRowProps<Row>) {
  const nameId = `${selection?.labelledBy}-${index}`;
  const offset = selection ? 1 : 0;
  const actionsCol = columns.length + offset;
  return (
    <tr
      aria-rowindex={index + 2}
      aria-selected={selection ? selection.isSelected : undefined}
      className={styles.row}
      style={{ ...layout, transform: `translateY(${index * layout.height}px)` }}
    >
      {selection && (
        <td
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's td is a gridcell (ARIA in HTML); said for tools that miss it.
          role="gridcell"
          tabIndex={focusedCol === 0 ? 0 : -1}
          data-active={focusedCol === 0 || undefined}
          className={styles.cell}
          data-part="select"
        >
          <Checkbox
            aria-labelledby={`${selection.labelledBy} ${nameId}`}
            isSelected={selection.isSelected}
            onChange={() => selection.toggle(rowKey)}
          />
        </td>
      )}
      {columns.map((column, col) => {
        const Cell = col === 0 ? 'th' : 'td';
        const value = (row as Record<string, unknown>)[column.key];
        const content = column.cell ? column.cell(row) : display(value);
        const isText = typeof content === 'string' || typeof content === 'number';
        return (
          <Cell
            key={column.key}
            id={col === 0 && selection ? nameId : undefined}
            scope={col === 0 ? 'row' : undefined}
            role={col === 0 ? undefined : 'gridcell'}
            tabIndex={focusedCol === col + offset ? 0 : -1}
            data-active={focusedCol === col + offset || undefined}
            className={isText && !cards ? styles.textCell : styles.cell}
            // Text cut with "…" stays readable in full: the browser shows the title on hover.
            title={fullText(content, value)}
            data-part={col === 0 ? 'title' : undefined}
          >
            {cards ? (
              <>
                {/* The header names the value on the card; screen readers have it from the column header already. */}
                {col > 0 && (
                  <span aria-hidden="true" className={styles.cardLabel}>
                    {column.header}
                  </span>
                )}
                <span className={styles.cardValue}>{content}</span>
              </>
            ) : (
              content
            )}
          </Cell>
        );
      })}
      {actions && (
        <td
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's td is a gridcell (ARIA in HTML); said for tools that miss it.
          role="gridcell"
          tabIndex={focusedCol === actionsCol ? 0 : -1}
          data-active={focusedCol === actionsCol || undefined}
          className={styles.cell}
          data-part="actions"
        >
          <RowActionButtons
            actions={actions.of(row)}
            cards={cards}
            menuName={actions.texts.actionsFor(actions.nameOf(row))}
            menuLabel={actions.texts.actions}
          />
        </td>
      )}
    </tr>
  );
}) as <Row>(props: DataRowProps<Row>) => ReactNode;

/**
 * A row's actions: small buttons in a line, or on a card one menu button that lists them. The browser's own buttons
 * (NativeButton): React Aria's Button adds nothing a row action needs and ~0.5 KB gzip to every table.
 */
function RowActionButtons({
  actions,
  cards,
  menuLabel,
  menuName,
}: {
  actions: readonly DataTableRowAction[];
  cards: boolean;
  menuLabel: string;
  menuName: string;
}) {
  if (actions.length === 0) return null;
  if (cards) {
    return (
      <Menu
        label={menuLabel}
        aria-label={menuName}
        triggerSize="sm"
        items={actions.map(({ id, label, isDisabled }) => ({ id, label, isDisabled }))}
        onAction={(id) => actions.find((action) => action.id === id)?.onAction()}
      />
    );
  }
  return (
    <span className={styles.actions}>
      {actions.map((action) => (
        <NativeButton
          key={action.id}
          size="sm"
          variant={action.tone === 'danger' ? 'danger' : 'secondary'}
          aria-label={action.name}
          disabled={action.isDisabled}
          onClick={action.onAction}
        >
          {action.label}
        </NativeButton>
      ))}
    </span>
  );
}
