// Controller hooks of the generic admin screens (like react-admin's ListBase/EditBase): bespoke screens reuse them.
import { type AdminAction, ApiError, adminAreaByTitle, allowedActions } from '@factory/api';
import { type TableQuery, useToast } from '@factory/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../shared/index.ts';
import { useReportFailure } from '../../shared/reportFailure.ts';
import { sendFromDialog, useSendGuard } from '../../shared/sendGuard.ts';
import {
  filtersFromSearch,
  listParamsFromSearch,
  listSortOf,
  queryFromSearch,
  searchFromQuery,
  withFilter,
} from './listQuery.ts';
import { actionErrorMessage } from './messages.ts';
import { placedRows } from './reorder.ts';
import type { AdminResource, Identified } from './resource.ts';
import { useUndoDelete } from './undoDelete.ts';

// biome-ignore lint/suspicious/noExplicitAny: a hook works for every resource, whatever its value and input types.
type AnyResource<Row extends Identified> = AdminResource<Row, any, any, any>;

/** Which actions the signed-in user may take in an admin area (its `action-…` keys). */
export function useAreaActions(area: AnyResource<Identified>['area']): Record<AdminAction, boolean> {
  const { data: user } = useCurrentUser();
  return allowedActions(user?.permissions_keys ?? [], adminAreaByTitle(area));
}

/** The list's query from the URL, one page from the server, and a setter that writes the URL. */
export function useResourceList<Row extends Identified>(resource: AnyResource<Row>) {
  const [search, setSearch] = useSearchParams();
  const defaultSort = useMemo(() => listSortOf(resource), [resource]);
  const query = queryFromSearch(search, defaultSort);
  const filterKeys = useMemo(() => (resource.filters ?? []).map((filter) => filter.key), [resource.filters]);
  const filters = filtersFromSearch(search, filterKeys);
  const params = listParamsFromSearch(search, { defaultSort, filterKeys });
  const page = useQuery(resource.queries.list(params));
  // The filters live beside the table's query in the address; a new query keeps them.
  const setQuery = useCallback(
    (next: TableQuery) => {
      setSearch((current) => {
        const address = searchFromQuery(next, defaultSort);
        for (const key of filterKeys) if (current.get(key)) address.set(key, current.get(key) as string);
        return address;
      });
    },
    [setSearch, defaultSort, filterKeys],
  );
  const setFilter = useCallback(
    (key: string, value: string) => setSearch((current) => withFilter(current, key, value)),
    [setSearch],
  );
  return { query, setQuery, page, params, filters, setFilter };
}

/** One record by id. */
export function useResourceRecord<Row extends Identified>(resource: AnyResource<Row>, id: Row['id']) {
  return useQuery(resource.queries.record(id));
}

/**
 * Saves a create or edit form: success toasts and refreshes the resource's lists; a 422 leaves its field errors
 * on `error` (for `fieldErrorsOf`), any other failure toasts its message. Input is never cleared on failure.
 */
export function useSaveRecord<Row extends Identified, Created>(
  resource: AnyResource<Row>,
  id: Row['id'] | 'new',
  onSaved?: (saved: Created | Row) => void,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const reportFailure = useReportFailure(actionErrorMessage);
  const mutation = useMutation({
    mutationFn: (input: unknown) => (id === 'new' ? resource.calls.create(input) : resource.calls.update(id, input)),
    onSuccess: (saved: Created | Row) => {
      const name = resource.title(saved as Row);
      // A record that goes by a name of its own (a product's code) says what it was created as.
      const as = resource.rowName ? ` as ${resource.rowName(saved as Row)}` : '';
      toast.show({ variant: 'success', message: id === 'new' ? `${name} was created${as}.` : `${name} was saved.` });
      if (id !== 'new') queryClient.setQueryData(resource.queries.record(id).queryKey, saved as Row);
      void resource.queries.changed(queryClient);
      onSaved?.(saved);
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 422)) {
        reportFailure(error);
      }
    },
  });
  const guard = useSendGuard();
  const save = (input: unknown) => guard(() => mutation.mutateAsync(input)).catch(() => undefined);
  return { ...mutation, save };
}

/**
 * Deletes a record: success toasts (with Undo where the delete went to the recycle bin) and refreshes the resource's
 * reads; failure toasts and rethrows (the dialog stays). `leaveTo`: the record's own page goes there (its list) and
 * its reads are dropped only once the page is gone, since a read of the deleted record while it is still shown
 * answers 404, which shows "Page not found" (spec §8).
 */
export function useDeleteRecord<Row extends Identified>(
  resource: AnyResource<Row>,
  row: Row,
  { leaveTo, onDeleted }: { leaveTo?: string; onDeleted?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const reportFailure = useReportFailure(actionErrorMessage);
  const navigate = useNavigate();
  const undo = useUndoDelete(resource);
  const forget = () => {
    queryClient.removeQueries({ queryKey: resource.queries.record(row.id).queryKey });
    void resource.queries.changed(queryClient);
  };
  const forgetOnLeave = useRef<(() => void) | null>(null);
  // After the page's last render: its reads have no observer left to refetch them.
  useEffect(
    () => () => {
      const pending = forgetOnLeave.current;
      if (pending) setTimeout(pending, 0);
    },
    [],
  );
  const mutation = useMutation({
    mutationFn: ({ signal, options }: { signal: AbortSignal; options?: object }) =>
      resource.calls.remove(row.id, { ...options, signal }),
    onSuccess: () => {
      toast.show({ variant: 'success', message: `${resource.title(row)} was deleted.`, action: undo([row]) });
      onDeleted?.();
      if (leaveTo === undefined) return forget();
      forgetOnLeave.current = forget;
      navigate(leaveTo);
    },
    onError: (error) => {
      reportFailure(error);
    },
  });
  const guard = useSendGuard();
  // For ConfirmDialog's `onConfirm`: its Cancel aborts the call. `options`: the resource's own (where users move).
  return (dialogSignal: AbortSignal, options?: object) =>
    sendFromDialog(guard, dialogSignal, (signal) => mutation.mutateAsync({ signal, options }));
}

/**
 * Moves one row of a server-paged list to a place of the list's own order: success toasts where it went and refreshes
 * the resource's reads; failure toasts. One move at a time (the places of the others shift with it).
 */
export function useMoveRow<Row extends Identified>(resource: AnyResource<Row>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const reportFailure = useReportFailure(actionErrorMessage);
  const guard = useSendGuard();
  const mutation = useMutation({
    mutationFn: async ({ row, place }: { row: Row; place: number }) => {
      await resource.reorder?.save(placedRows([row.id], place));
    },
    onSuccess: (_saved, { row, place }) => {
      toast.show({ variant: 'success', message: `${resource.title(row)} moved to place ${place}.` });
      return resource.queries.changed(queryClient);
    },
    onError: (error) => reportFailure(error),
  });
  return {
    move: (row: Row, place: number) => guard(() => mutation.mutateAsync({ row, place })).catch(() => undefined),
    isPending: mutation.isPending,
  };
}

/**
 * Form values with a dirty flag, and a guard that asks before leaving with unsaved changes (in-app navigation via
 * the router's blocker, closing the tab via `beforeunload`). `release()` lets a navigation after a save through.
 */
export function useFormValues<Values>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const dirtyNow = useRef(false);
  dirtyNow.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirtyNow.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const change = useCallback(<K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setDirty(true);
  }, []);
  const reset = useCallback((next: Values) => {
    setValues(next);
    setDirty(false);
    dirtyNow.current = false;
  }, []);
  const release = useCallback(() => {
    dirtyNow.current = false;
    setDirty(false);
  }, []);
  return { values, change, reset, release, dirty, blocker };
}
