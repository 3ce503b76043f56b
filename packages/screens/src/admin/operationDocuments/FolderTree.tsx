// The folder tree as an APG tree view: role tree/treeitem (flat, with levels), one tab stop (roving tabindex), arrow keys,
// Home/End, Enter to open, * to expand siblings, type-ahead by first letter. React Aria's Tree is a treegrid, so
// the pattern is written here on top of the pure logic in folderTree.ts.
import type { OperationDocumentFolder } from '@factory/api';
import { Icon } from '@factory/ui';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type TreeRow, treeKeyMove, visibleRows } from './folderTree.ts';
import * as styles from './operationDocuments.css.ts';

interface FolderTreeProps {
  /** The tree's name for assistive technology. */
  label: string;
  folders: readonly OperationDocumentFolder[];
  /** The open folder (the route's), marked selected. */
  selectedId: number | null;
  /** Folders whose children show. */
  expanded: ReadonlySet<number>;
  onExpandedChange: (expanded: Set<number>) => void;
  /** Opens a folder (Enter or a click). */
  onOpen: (id: number) => void;
}

export function FolderTree({ label, folders, selectedId, expanded, onExpandedChange, onOpen }: FolderTreeProps) {
  const rows = useMemo(() => visibleRows(folders, expanded), [folders, expanded]);
  const [focusedId, setFocusedId] = useState<number | null>(null);
  // A row the keyboard moved to, focused after the render that shows it.
  const pendingFocus = useRef<number | null>(null);
  const items = useRef(new Map<number, HTMLDivElement>());
  // The tab stop: the focused row if it still shows, else the open folder, else the first row.
  const tabStop =
    rows.find((row) => row.id === focusedId)?.id ?? rows.find((row) => row.id === selectedId)?.id ?? rows[0]?.id;

  useEffect(() => {
    if (pendingFocus.current === null || pendingFocus.current !== tabStop) return;
    items.current.get(tabStop)?.focus();
    pendingFocus.current = null;
  });

  const toggle = (id: number, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    onExpandedChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (tabStop === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    const move = treeKeyMove(rows, tabStop, event.key);
    if (move.type === 'none') return;
    event.preventDefault();
    event.stopPropagation();
    if (move.type === 'focus') {
      pendingFocus.current = move.id;
      setFocusedId(move.id);
    } else if (move.type === 'expand') toggle(move.id, true);
    else if (move.type === 'collapse') toggle(move.id, false);
    else if (move.type === 'expandSiblings') onExpandedChange(new Set([...expanded, ...move.ids]));
    else onOpen(move.id);
  };

  return (
    <div role="tree" aria-label={label} className={styles.tree} onKeyDown={onKeyDown}>
      {rows.map((row) => (
        <FolderItem
          key={row.id}
          row={row}
          isSelected={row.id === selectedId}
          isTabStop={row.id === tabStop}
          register={(element) => {
            if (element) items.current.set(row.id, element);
            else items.current.delete(row.id);
          }}
          onPress={() => {
            setFocusedId(row.id);
            onOpen(row.id);
          }}
          onToggle={() => {
            setFocusedId(row.id);
            toggle(row.id, !row.isExpanded);
          }}
        />
      ))}
    </div>
  );
}

interface FolderItemProps {
  row: TreeRow;
  isSelected: boolean;
  isTabStop: boolean;
  register: (element: HTMLDivElement | null) => void;
  onPress: () => void;
  onToggle: () => void;
}

/**
 * One folder. The tree is flat (the APG's variant without nested groups): each item says its level, position and
 * set size, so an item's name is its own title only.
 */
function FolderItem({ row, isSelected, isTabStop, register, onPress, onToggle }: FolderItemProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tree takes the keys (Enter opens, Right and Left expand and collapse).
    <div
      ref={register}
      role="treeitem"
      aria-level={row.level}
      aria-setsize={row.setSize}
      aria-posinset={row.position}
      aria-expanded={row.hasChildren ? row.isExpanded : undefined}
      aria-selected={isSelected}
      tabIndex={isTabStop ? 0 : -1}
      className={styles.treeItem}
      onClick={onPress}
    >
      <div className={styles.treeRow} style={{ paddingInlineStart: `calc(${row.level - 1} * 1.25rem)` }}>
        <span
          className={styles.chevron}
          aria-hidden="true"
          onClick={(event) => {
            if (!row.hasChildren) return;
            event.stopPropagation();
            onToggle();
          }}
        >
          {row.hasChildren && <Icon name={row.isExpanded ? 'chevron-down' : 'chevron-right'} size="sm" />}
        </span>
        <Icon name={row.isExpanded ? 'folder-open' : 'folder'} size="sm" />
        <span>{row.title}</span>
      </div>
    </div>
  );
}
