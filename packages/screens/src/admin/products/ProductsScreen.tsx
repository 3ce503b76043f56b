import { type Product, updateProductsTable } from '@factory/api';
import {
  Button,
  DataTable,
  type DataTableColumn,
  Heading,
  Inline,
  Link,
  Stack,
  type TableQuery,
  Text,
  useToast,
} from '@factory/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { productQueries, productsQuery } from '../../queries/index.ts';
import { loadTexts, QueryState } from '../../shared/index.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { queryFromSearch, searchFromQuery } from '../generic/listQuery.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import { canReorder, placeOf, productQueryOf } from './productLogic.ts';

/** Moves one product to a place of the catalogue's order (`PUT /api/data-table/product` with `sort_order`). */
function useMoveProduct() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const guard = useSendGuard();
  const mutation = useMutation({
    mutationFn: ({ product, place }: { product: Product; place: number }) =>
      updateProductsTable([{ id: product.id, sort_order: place }]),
    onSuccess: (_saved, { product, place }) => {
      toast.show({ variant: 'success', message: `${product.title} moved to place ${place}.` });
      return productQueries.changed(queryClient);
    },
    onError: (error) => toast.show({ variant: 'danger', message: actionErrorMessage(error) }),
  });
  return {
    move: (product: Product, place: number) => guard(() => mutation.mutateAsync({ product, place })).catch(() => {}),
    isPending: mutation.isPending,
  };
}

/** `/admin/product-item`: every product, paged, searched and sorted by the server; moved in the catalogue order. */
export function ProductsScreen() {
  const { routes } = useScreenEnvironment();
  const can = useAreaActions('product-item');
  const [search, setSearch] = useSearchParams();
  const query = queryFromSearch(search);
  const params = productQueryOf(query);
  const page = useQuery(productsQuery(params));
  const setQuery = useCallback((next: TableQuery) => setSearch(searchFromQuery(next)), [setSearch]);
  const mover = useMoveProduct();
  const reorder = can.edit && canReorder(query);
  const rows = page.data?.items;
  const total = page.data?.total ?? 0;

  const columns = useMemo<DataTableColumn<Product>[]>(() => {
    const list: DataTableColumn<Product>[] = [
      {
        key: 'id',
        header: 'Code',
        sortable: true,
        cell: (product) => <Link href={routes.admin('product-item', product.id)}>{product.id}</Link>,
      },
      { key: 'title', header: 'Title', sortable: true, width: '2fr' },
      { key: 'parent_code', header: 'Parent code', sortable: true },
      { key: 'images', header: 'Images', cell: (product) => String(product.images.length) },
      { key: 'is_locked', header: 'Locked', cell: (product) => (product.is_locked === 1 ? 'Locked' : '') },
    ];
    if (!reorder || !rows) return list;
    const placeOfRow = (product: Product) => placeOf(query, rows.indexOf(product));
    return [
      ...list,
      {
        key: 'order',
        header: 'Order',
        width: 190,
        cell: (product) => {
          const place = placeOfRow(product);
          return (
            <Inline gap="xs">
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Move ${product.id} up`}
                isDisabled={place === 1 || mover.isPending}
                onPress={() => mover.move(product, place - 1)}
              >
                Up
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Move ${product.id} down`}
                isDisabled={place === total || mover.isPending}
                onPress={() => mover.move(product, place + 1)}
              >
                Down
              </Button>
            </Inline>
          );
        },
      },
    ];
  }, [routes, reorder, rows, query, total, mover]);

  return (
    <Stack gap="lg">
      <Inline align="between">
        <Heading level={1}>Products</Heading>
        {can.create && (
          <Link href={routes.admin('product-item', 'new')} variant="standalone">
            Create product
          </Link>
        )}
      </Inline>
      {can.edit && (
        <Text tone="muted">
          {reorder
            ? 'Up and Down move a product in the catalogue order.'
            : 'Clear the search and the sort to change the catalogue order.'}
        </Text>
      )}
      <QueryState query={page} {...loadTexts('the products')}>
        {(data) => (
          <DataTable
            label="Products"
            columns={columns}
            rows={data.items}
            rowId={(product) => product.id}
            totalRows={data.total}
            query={query}
            onQueryChange={setQuery}
            isLoading={page.isPlaceholderData || mover.isPending}
            emptyText={query.search ? `No products match “${query.search}”.` : 'No products yet.'}
          />
        )}
      </QueryState>
    </Stack>
  );
}
