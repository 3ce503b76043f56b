// The order of sibling categories (top level, or the sub-categories of one): drag and drop, keyboard drag and
// visible Move up / Move down, saved with PUT /api/data-table/categories. The catalog page and the categories
// list use this one component.
import { type Category, updateCategoriesTable } from '@factory/api';
import { Alert, Button, Text, useToast } from '@factory/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { catalogKeys } from '../../catalog/queries.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import * as styles from './categories.css.ts';
import { adminCategoryKeys } from './categoryQueries.ts';
import { inOrder, moveAround, moveItem, orderRows } from './categoryTree.ts';

export interface CategoryOrderProps {
  /** Names the list ("Order of the top-level categories"). */
  label: string;
  /** The sibling categories in their saved order. */
  categories: readonly Category[];
  /** Without the categories edit key the order is shown but cannot change. */
  canEdit: boolean;
  /** Marks the first `chipCount` rows as the customer's navigation chips and draws the cut after them. */
  chipCount?: number;
}

type Status = { kind: 'idle' } | { kind: 'moved'; text: string } | { kind: 'saved' } | { kind: 'failed'; text: string };

/** A list of sibling categories the administrator puts in order. */
export function CategoryOrder({ label, categories, canEdit, chipCount }: CategoryOrderProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const savedKey = categories.map((category) => category.id).join(',');
  const [ids, setIds] = useState(() => categories.map((category) => category.id));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const saving = useRef(false);
  const focusAfterMove = useRef<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focusTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(focusTimer.current), []);

  // A fresh answer from the server (another tab, a create) replaces the local order while nothing is being saved.
  useEffect(() => {
    if (!saving.current) setIds(savedKey === '' ? [] : savedKey.split(',').map(Number));
  }, [savedKey]);

  // After Move up / Move down, focus follows the moved row's button (or its other one at the list's end).
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || !listRef.current) return;
    focusAfterMove.current = null;
    const [id, direction] = wanted.split(':');
    const other = direction === 'up' ? 'down' : 'up';
    const find = (which: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${id}:${which}"]:not([disabled])`);
    // After the press has ended: React Aria's press handling would otherwise keep focus on the pressed button. The
    // timer outlives the renders the save causes (a cleanup per render would cancel it before it fires).
    window.clearTimeout(focusTimer.current);
    focusTimer.current = window.setTimeout(() => (find(direction ?? 'up') ?? find(other))?.focus(), 50);
  });

  const mutation = useMutation({ mutationFn: (next: number[]) => updateCategoriesTable(orderRows(next)) });

  const save = async (next: number[], moved: Category) => {
    if (saving.current || !canEdit) return;
    const previous = ids;
    saving.current = true;
    setIds(next);
    setStatus({
      kind: 'moved',
      text: `${moved.title} is now ${next.indexOf(moved.id) + 1} of ${next.length}. Saving the order…`,
    });
    try {
      await mutation.mutateAsync(next);
      setStatus({ kind: 'saved' });
      toast.show({ variant: 'success', message: 'The new order was saved.' });
      void queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all });
      // The customer's navigation reads the same list: it follows the new order.
      void queryClient.invalidateQueries({ queryKey: catalogKeys.categories() });
    } catch (error) {
      setIds(previous);
      setStatus({
        kind: 'failed',
        text: `The new order could not be saved: ${actionErrorMessage(error)} The categories are back in their previous order.`,
      });
    } finally {
      saving.current = false;
    }
  };

  const rows = inOrder(categories, ids);
  const move = (category: Category, by: -1 | 1) => {
    const from = ids.indexOf(category.id);
    focusAfterMove.current = `${category.id}:${by < 0 ? 'up' : 'down'}`;
    void save(moveItem(ids, from, from + by), category);
  };

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({ 'text/plain': rows.find((row) => row.id === key)?.title ?? String(key) })),
    isDisabled: !canEdit || mutation.isPending,
    onReorder: (event) => {
      const moved = [...event.keys].map(Number);
      const first = rows.find((row) => row.id === moved[0]);
      if (!first || event.target.dropPosition === 'on') return;
      void save(moveAround(ids, moved, Number(event.target.key), event.target.dropPosition), first);
    },
  });

  return (
    <div>
      {status.kind === 'failed' && (
        <Alert variant="danger" title="The order was not saved">
          {status.text}
        </Alert>
      )}
      <p role="status" className={styles.status}>
        {status.kind === 'moved' ? status.text : status.kind === 'saved' ? 'The new order was saved.' : ''}
      </p>
      <GridList
        // React Aria's drag hooks must not come and go on one mounted list (the edit key arrives with the user).
        key={canEdit ? 'editable' : 'read-only'}
        ref={listRef}
        aria-label={label}
        items={rows}
        className={styles.orderList}
        dragAndDropHooks={canEdit ? dragAndDropHooks : undefined}
        renderEmptyState={() => <Text tone="muted">No categories yet.</Text>}
      >
        {(category) => {
          const index = ids.indexOf(category.id);
          const isChip = chipCount !== undefined && index < chipCount;
          const isCut = chipCount !== undefined && index === chipCount - 1 && rows.length > chipCount;
          return (
            <GridListItem
              id={category.id}
              textValue={category.title}
              className={isCut ? `${styles.orderRow} ${styles.chipCut}` : styles.orderRow}
            >
              {canEdit && (
                <AriaButton slot="drag" className={styles.dragHandle} aria-label={`Drag ${category.title}`}>
                  <span aria-hidden="true">⠿</span>
                </AriaButton>
              )}
              <span className={styles.position}>{index + 1}</span>
              <span className={styles.rowTitle}>{category.title}</span>
              {chipCount !== undefined &&
                (isChip ? (
                  <span className={styles.chipTag}>Nav chip</span>
                ) : (
                  <span className={styles.tag}>Menu only</span>
                ))}
              {canEdit && (
                <span className={styles.rowActions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    data-move={`${category.id}:up`}
                    aria-label={`Move up: ${category.title}`}
                    isDisabled={index === 0}
                    onPress={() => move(category, -1)}
                  >
                    Move up
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    data-move={`${category.id}:down`}
                    aria-label={`Move down: ${category.title}`}
                    isDisabled={index === rows.length - 1}
                    onPress={() => move(category, 1)}
                  >
                    Move down
                  </Button>
                </span>
              )}
            </GridListItem>
          );
        }}
      </GridList>
    </div>
  );
}
