// The order of sibling categories (top level, or the sub-categories of one): drag and drop, keyboard drag and
// visible Move up / Move down, saved with PUT /api/data-table/categories. The catalog page and the categories
// list use this one component.
import { type Category, updateCategoriesTable } from '@factory/api';
import { Alert, ReorderableList, Text, useToast } from '@factory/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { categoryQueries } from '../../queries/index.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import { placedRows } from '../generic/reorder.ts';
import * as styles from './categories.css.ts';
import { inOrder } from './categoryTree.ts';

interface CategoryOrderProps {
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
  const [ids, setIds] = useState<readonly number[]>(() => categories.map((category) => category.id));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const saving = useRef(false);

  // A fresh answer from the server (another tab, a create) replaces the local order while nothing is being saved.
  useEffect(() => {
    if (!saving.current) setIds(savedKey === '' ? [] : savedKey.split(',').map(Number));
  }, [savedKey]);

  const mutation = useMutation({ mutationFn: (next: readonly number[]) => updateCategoriesTable(placedRows(next)) });

  const save = async (next: readonly number[], moved: Category) => {
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
      // The customer's navigation reads the same list: it follows the new order.
      void categoryQueries.changed(queryClient);
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
      <div className={styles.orderWidth}>
        <ReorderableList
          aria-label={label}
          items={rows}
          textValue={(category) => category.title}
          isReorderable={canEdit}
          // Moves wait while a save is on its way (nothing is sent twice); the Move buttons keep focus meanwhile.
          isDisabled={mutation.isPending}
          onReorder={(next, moved) => void save(next, moved)}
          separatorAfter={chipCount}
          renderEmptyState={() => <Text tone="muted">No categories yet.</Text>}
          renderItem={(category, index) => (
            <span className={styles.orderItem}>
              <span className={styles.position}>{index + 1}</span>
              <span className={styles.rowTitle}>{category.title}</span>
              {chipCount !== undefined &&
                (index < chipCount ? (
                  <span className={styles.chipTag}>Nav chip</span>
                ) : (
                  <span className={styles.tag}>Menu only</span>
                ))}
            </span>
          )}
        />
      </div>
    </div>
  );
}
