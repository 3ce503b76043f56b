export { type ReorderableItem, ReorderableList, type ReorderableListProps } from './ReorderableList.tsx';
export {
  canMove,
  type DropPosition,
  defaultReorderableListLabels,
  dropAt,
  focusAfterMove,
  type MoveDirection,
  moveBy,
  type ReorderableListLabels,
} from './reorder.ts';
