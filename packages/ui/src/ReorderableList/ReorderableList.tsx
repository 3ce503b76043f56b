import { type ReactNode, useLayoutEffect, useRef } from 'react';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  type Key,
  useDragAndDrop,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { useTranslations } from '../i18n/useTranslations.ts';
import { reorderableListMessages } from './messages.ts';
import * as styles from './ReorderableList.css.ts';
import { canMove, dropAt, focusAfterMove, type MoveDirection, moveBy, type ReorderableListLabels } from './reorder.ts';

/** What a row needs: an id, unique in the list (the row's key in the order). */
export interface ReorderableItem {
  id: Key;
}

export interface ReorderableListProps<T extends ReorderableItem> {
  /** Names the list ("Order of the top-level categories"). */
  'aria-label': string;
  /** The rows in the order they are shown. */
  items: readonly T[];
  /** A row's name in plain text: used for dragging, typeahead and the handle's and buttons' names. */
  textValue: (item: T) => string;
  /** The row's content, between the drag handle and the Move buttons; `index` is its place, 0 first. */
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * Called with every id in the new order and the row that was moved (the first of several dragged) after a drag
   * and drop or a Move button. The list shows `items`: pass the new order back (at once or once saved).
   */
  onReorder?: (nextIds: readonly T['id'][], moved: T) => void;
  /** With `false` the list is shown in order without drag handles or Move buttons. Default `true`. */
  isReorderable?: boolean;
  /**
   * Moves are refused for now (e.g. while a save runs): no dragging, and the Move buttons look disabled and do
   * nothing; they keep focus (`aria-disabled`), so a keyboard user does not lose their place.
   */
  isDisabled?: boolean;
  /** Draws a dashed divider after this many rows (e.g. "the first 8 are shown as navigation"); none if all fit. */
  separatorAfter?: number;
  /** What an empty list shows. */
  renderEmptyState?: () => ReactNode;
  /** Replaces any of the English texts (another language). */
  labels?: Partial<ReorderableListLabels>;
}

type MoveButtons = Partial<Record<MoveDirection, HTMLButtonElement | null>>;

const sameOrder = (a: readonly Key[], b: readonly Key[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * A list the user puts in order: drag a row by its handle (mouse, touch, or Enter on the handle then the arrow
 * keys), or press a row's Move up / Move down. After a Move, focus stays on the moved row's button of the same
 * direction (its other one when the row reached the list's end). Announcing the new place is the consumer's job.
 */
export function ReorderableList<T extends ReorderableItem>({
  'aria-label': ariaLabel,
  items,
  textValue,
  renderItem,
  onReorder,
  isReorderable = true,
  isDisabled = false,
  separatorAfter,
  renderEmptyState,
  labels,
}: ReorderableListProps<T>) {
  const texts = { ...useTranslations(reorderableListMessages), ...labels };
  const ids = items.map((item) => item.id);
  const count = ids.length;
  const buttons = useRef(new Map<Key, MoveButtons>());
  // The row a Move button moved, its direction and the order before the move; consumed when the new order is shown.
  const pendingFocus = useRef<{ id: Key; direction: MoveDirection; before: readonly Key[] } | null>(null);

  // Re-ordering keyed rows makes React move the moved row's DOM node, which takes focus away from its button, and a
  // button disabled at the list's end drops focus too. Once the new order is in the DOM (before the browser paints),
  // focus goes back to the moved row's button. Each render checks; a move not applied yet leaves the request waiting.
  useLayoutEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted || sameOrder(wanted.before, ids)) return;
    pendingFocus.current = null;
    const index = ids.indexOf(wanted.id);
    const which = index === -1 ? null : focusAfterMove(index, count, wanted.direction);
    if (which) buttons.current.get(wanted.id)?.[which]?.focus();
  });

  const buttonRef = (id: Key, direction: MoveDirection) => (element: HTMLButtonElement | null) => {
    const row = buttons.current.get(id) ?? {};
    row[direction] = element;
    buttons.current.set(id, row);
    return () => {
      const current = buttons.current.get(id);
      if (current?.[direction] === element) delete current[direction];
      if (current && !current.up && !current.down) buttons.current.delete(id);
    };
  };

  const move = (item: T, direction: MoveDirection) => {
    if (isDisabled) return;
    const next = moveBy(ids, item.id, direction === 'up' ? -1 : 1);
    if (next === ids) return;
    pendingFocus.current = { id: item.id, direction, before: ids };
    onReorder?.(next, item);
  };

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => {
        const item = items.find((candidate) => candidate.id === key);
        return { 'text/plain': item ? textValue(item) : String(key) };
      }),
    onReorder: (event) => {
      const { target } = event;
      if (isDisabled || target.dropPosition === 'on') return;
      const moved = ids.filter((id) => event.keys.has(id));
      const first = items.find((item) => item.id === moved[0]);
      const next = dropAt(ids, moved, target.key, target.dropPosition);
      if (first && next !== ids) onReorder?.(next, first);
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
    isDisabled,
  });

  return (
    <GridList
      // React Aria's drag hooks must not come and go on one mounted list: a change of `isReorderable` remounts it.
      key={isReorderable ? 'reorderable' : 'fixed'}
      aria-label={ariaLabel}
      className={styles.list}
      dragAndDropHooks={isReorderable ? dragAndDropHooks : undefined}
      renderEmptyState={renderEmptyState}
    >
      {items.map((item, index) => {
        const title = textValue(item);
        const separated = separatorAfter !== undefined && index === separatorAfter - 1 && count > separatorAfter;
        return (
          <GridListItem
            key={item.id}
            id={item.id}
            textValue={title}
            className={separated ? `${styles.row} ${styles.separatedRow}` : styles.row}
          >
            {isReorderable && (
              <AriaButton slot="drag" className={styles.dragHandle} aria-label={texts.drag(title)}>
                <span aria-hidden="true">⠿</span>
              </AriaButton>
            )}
            <div className={styles.content}>{renderItem(item, index)}</div>
            {isReorderable && (
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  size="sm"
                  ref={buttonRef(item.id, 'up')}
                  aria-label={texts.moveUpItem(title)}
                  isDisabled={!canMove(index, count, 'up')}
                  aria-disabled={isDisabled || undefined}
                  onPress={() => move(item, 'up')}
                >
                  {texts.moveUp}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  ref={buttonRef(item.id, 'down')}
                  aria-label={texts.moveDownItem(title)}
                  isDisabled={!canMove(index, count, 'down')}
                  aria-disabled={isDisabled || undefined}
                  onPress={() => move(item, 'down')}
                >
                  {texts.moveDown}
                </Button>
              </div>
            )}
          </GridListItem>
        );
      })}
    </GridList>
  );
}
