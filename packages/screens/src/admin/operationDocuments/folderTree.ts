// The folder tree's logic (WAI-ARIA APG tree view): which rows show, and what each key does. No React.
import type { OperationDocumentFolder } from '@factory/api';

/** One visible row of the tree, with what `aria-level`, `aria-setsize` and `aria-posinset` need. */
export interface TreeRow {
  id: number;
  title: string;
  level: number;
  setSize: number;
  position: number;
  parentId: number | null;
  hasChildren: boolean;
  isExpanded: boolean;
}

/** The rows a user sees: every top folder, and the children of expanded folders, in order. */
export function visibleRows(
  folders: readonly OperationDocumentFolder[],
  expanded: ReadonlySet<number>,
  level = 1,
  parentId: number | null = null,
): TreeRow[] {
  return folders.flatMap((folder, index) => {
    const children = folder.children ?? [];
    const isExpanded = children.length > 0 && expanded.has(folder.id);
    const row: TreeRow = {
      id: folder.id,
      title: folder.title,
      level,
      setSize: folders.length,
      position: index + 1,
      parentId,
      hasChildren: children.length > 0,
      isExpanded,
    };
    return isExpanded ? [row, ...visibleRows(children, expanded, level + 1, folder.id)] : [row];
  });
}

/** A folder anywhere in the tree, with the folders above it (top first); undefined when there is none. */
export function locateFolder(
  folders: readonly OperationDocumentFolder[],
  id: number,
): { folder: OperationDocumentFolder; ancestors: OperationDocumentFolder[] } | undefined {
  for (const folder of folders) {
    if (folder.id === id) return { folder, ancestors: [] };
    const below = locateFolder(folder.children ?? [], id);
    if (below) return { folder: below.folder, ancestors: [folder, ...below.ancestors] };
  }
  return undefined;
}

/** What a key press does: move focus, expand or collapse a folder, or open it. */
type TreeMove =
  | { type: 'focus'; id: number }
  | { type: 'expand'; id: number }
  | { type: 'collapse'; id: number }
  | { type: 'expandSiblings'; ids: number[] }
  | { type: 'open'; id: number }
  | { type: 'none' };

/**
 * The APG tree view's keys: Down/Up the next/previous visible row; Right opens a closed folder, else moves to its
 * first child; Left closes an open folder, else moves to its parent; Home/End the first/last row; Enter opens the
 * folder; `*` expands the siblings; a printable character moves to the next row starting with it (type-ahead).
 */
export function treeKeyMove(rows: readonly TreeRow[], focusedId: number, key: string): TreeMove {
  const index = rows.findIndex((row) => row.id === focusedId);
  const row = rows[index];
  if (!row) return rows[0] ? { type: 'focus', id: rows[0].id } : { type: 'none' };
  const focus = (target: TreeRow | undefined): TreeMove =>
    target ? { type: 'focus', id: target.id } : { type: 'none' };
  switch (key) {
    case 'ArrowDown':
      return focus(rows[index + 1]);
    case 'ArrowUp':
      return focus(rows[index - 1]);
    case 'ArrowRight':
      if (!row.hasChildren) return { type: 'none' };
      return row.isExpanded ? focus(rows[index + 1]) : { type: 'expand', id: row.id };
    case 'ArrowLeft':
      if (row.isExpanded) return { type: 'collapse', id: row.id };
      return focus(rows.find((other) => other.id === row.parentId));
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows.at(-1));
    case 'Enter':
      return { type: 'open', id: row.id };
    case '*':
      return {
        type: 'expandSiblings',
        ids: rows.filter((other) => other.parentId === row.parentId && other.hasChildren).map((other) => other.id),
      };
    default:
      return key.length === 1 && key.trim() !== '' ? focus(typeAhead(rows, index, key)) : { type: 'none' };
  }
}

/** The next row after `fromIndex` (wrapping) whose title starts with `char`, case-insensitive. */
function typeAhead(rows: readonly TreeRow[], fromIndex: number, char: string): TreeRow | undefined {
  const wanted = char.toLowerCase();
  for (let step = 1; step <= rows.length; step += 1) {
    const row = rows[(fromIndex + step) % rows.length];
    if (row?.title.toLowerCase().startsWith(wanted)) return row;
  }
  return undefined;
}
