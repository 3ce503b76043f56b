import {
  addProductFilter,
  type Product,
  type ProductFilterValue,
  removeProductFilter,
  setProductNonWishlist,
} from '@factory/api';
import { Checkbox, CheckboxGroup, Heading, Spinner, Stack, Switch, Text, Tiles, useToast } from '@factory/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accessTypeQueries, filterQueries, productFiltersQuery, productQuery } from '../../queries/index.ts';
import { QueryState } from '../../shared/index.ts';
import { actionErrorMessage } from '../generic/messages.ts';

/**
 * The product's filter choices (`GET /api/product-filter/{id}`): a checkbox per choice of every filter; ticking
 * adds it (`POST`), unticking removes it (`DELETE /api/product-filter/{product}/{filter}/{choice}`) at once.
 */
export function ProductFilters({ product, canEdit }: { product: Product; canEdit: boolean }) {
  const toast = useToast();
  const filters = useQuery(filterQueries.whole);
  const chosen = useQuery(productFiltersQuery(product.id));
  const [set, setSet] = useState<readonly ProductFilterValue[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const current = set ?? chosen.data ?? [];

  const toggle = async (filterId: number, filterTitle: string, choiceId: number, choiceTitle: string, on: boolean) => {
    setBusy(choiceId);
    try {
      if (on) await addProductFilter(product.id, filterId, choiceId);
      else await removeProductFilter(product.id, filterId, choiceId);
      setSet(
        on
          ? [
              ...current,
              { filter_id: filterId, filter_title: filterTitle, choice_id: choiceId, choice_title: choiceTitle },
            ]
          : current.filter((value) => value.choice_id !== choiceId),
      );
      toast.show({ variant: 'success', message: `${filterTitle}: ${choiceTitle} ${on ? 'added' : 'removed'}.` });
    } catch (error) {
      toast.show({ variant: 'danger', message: actionErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md" as="section" aria-labelledby="product-filters">
      <Heading level={2} size="md" id="product-filters">
        Filters
      </Heading>
      <QueryState
        query={{
          data: filters.data && chosen.data ? filters.data : undefined,
          error: filters.error ?? chosen.error,
          isPending: filters.isPending || chosen.isPending,
          isError: filters.isError || chosen.isError,
          isFetching: filters.isFetching || chosen.isFetching,
          refetch: () => Promise.all([filters.refetch(), chosen.refetch()]),
        }}
        loadingLabel="Loading the filters"
        errorTitle="We could not load the filters"
      >
        {(all) => (
          <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="lg">
            {all.map((filter) => (
              <CheckboxGroup
                key={filter.id}
                label={filter.title}
                isDisabled={!canEdit}
                value={current.filter((v) => v.filter_id === filter.id).map((v) => String(v.choice_id))}
              >
                {filter.choices.map((choice) => (
                  <Checkbox
                    key={choice.id}
                    value={String(choice.id)}
                    isDisabled={!canEdit || busy !== null}
                    onChange={(on) => void toggle(filter.id, filter.title, choice.id, choice.title, on)}
                  >
                    {choice.title}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            ))}
          </Tiles>
        )}
      </QueryState>
    </Stack>
  );
}

/** Per access type, whether its customers may not put the product on their wishlist (`PUT /api/nonwishlist/…`). */
export function ProductWishlist({ product, canEdit }: { product: Product; canEdit: boolean }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const types = useQuery(accessTypeQueries.whole);
  const [excluded, setExcluded] = useState<readonly number[]>(product.non_wishlist ?? []);
  const [busy, setBusy] = useState<number | null>(null);

  const change = async (typeId: number, title: string, notInWishlist: boolean) => {
    setBusy(typeId);
    try {
      await setProductNonWishlist(product.id, typeId, notInWishlist);
      const next = notInWishlist ? [...excluded, typeId] : excluded.filter((id) => id !== typeId);
      setExcluded(next);
      queryClient.setQueryData(productQuery(product.id).queryKey, { ...product, non_wishlist: next });
      toast.show({
        variant: 'success',
        message: notInWishlist
          ? `${title} customers can no longer wishlist ${product.title}.`
          : `${title} customers can wishlist ${product.title} again.`,
      });
    } catch (error) {
      toast.show({ variant: 'danger', message: actionErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md" as="section" aria-labelledby="product-wishlist">
      <Heading level={2} size="md" id="product-wishlist">
        Not in wishlist
      </Heading>
      <Text tone="muted">Customers of a switched-on access type see the product but cannot add it to a wishlist.</Text>
      {types.isPending ? (
        <Spinner size="sm" label="Loading the access types" showLabel />
      ) : types.isError ? (
        <Text tone="danger">{actionErrorMessage(types.error)}</Text>
      ) : (
        <Stack gap="sm">
          {types.data.map((type) => (
            <Switch
              key={type.id}
              label={`Not in wishlist for ${type.title}`}
              isSelected={excluded.includes(type.id)}
              isReadOnly={!canEdit}
              isDisabled={busy !== null}
              onChange={(on) => void change(type.id, type.title, on)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
