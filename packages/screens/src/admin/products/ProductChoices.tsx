import type { Product } from '@factory/api';
import { Checkbox, CheckboxGroup, Heading, Spinner, Stack, Switch, Text, Tiles } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { accessTypeQueries, filterQueries, productFiltersQuery } from '../../queries/index.ts';
import { QueryState } from '../../shared/index.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import { PendingChanges } from '../generic/PendingChanges.tsx';
import { flipped, type SetChanges, undone, withChanges } from '../generic/setChanges.ts';
import { filterChoiceKey } from './adminProductLogic.ts';

/** What the product's choice sections are given: the product, its changes waiting for Save, and whether to edit. */
interface ChoicesProps {
  product: Product;
  changes: SetChanges;
  onChange: (changes: SetChanges) => void;
  isReadOnly: boolean;
}

/** A new product has no choices saved yet: nothing to read. */
const noneChosen = { data: [], error: null, isPending: false, isError: false, isFetching: false } as const;

/**
 * The product's filter choices (`GET /api/product-filter/{id}`): a checkbox per choice of every filter. Like the
 * product's fields they wait for Save, which adds (`POST`) or removes (`DELETE /api/product-filter/{p}/{f}/{c}`) each.
 * Without a product (the create form) every choice starts unticked and the create sends the ticked ones.
 */
export function ProductFilters({
  product,
  changes,
  onChange,
  isReadOnly,
}: Omit<ChoicesProps, 'product'> & { product?: Product }) {
  const filters = useQuery(filterQueries.whole);
  const read = useQuery({ ...productFiltersQuery(product?.id ?? ''), enabled: product !== undefined });
  const chosen = product ? read : { ...noneChosen, refetch: read.refetch };
  const saved = (chosen.data ?? []).map((value) => filterChoiceKey(value.filter_id, value.choice_id));
  const held = withChanges(saved, changes);

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
        {(all) => {
          const names = new Map(
            all.flatMap((filter) =>
              filter.choices.map((choice) => [
                filterChoiceKey(filter.id, choice.id),
                `${filter.title}: ${choice.title}`,
              ]),
            ),
          );
          return (
            <Stack gap="md">
              <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="lg">
                {all.map((filter) => (
                  <CheckboxGroup
                    key={filter.id}
                    label={filter.title}
                    isDisabled={isReadOnly}
                    value={filter.choices
                      .filter((choice) => held.has(filterChoiceKey(filter.id, choice.id)))
                      .map((choice) => String(choice.id))}
                  >
                    {filter.choices.map((choice) => (
                      <Checkbox
                        key={choice.id}
                        value={String(choice.id)}
                        onChange={(on) => onChange(flipped(saved, changes, filterChoiceKey(filter.id, choice.id), on))}
                      >
                        {choice.title}
                      </Checkbox>
                    ))}
                  </CheckboxGroup>
                ))}
              </Tiles>
              <PendingChanges
                changes={changes}
                describe={(key, on) => `${names.get(key) ?? key} ${on ? 'added' : 'removed'}`}
                onUndo={(key) => onChange(undone(changes, key))}
              />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/**
 * Per access type, whether its customers may not put the product on their wishlist (`PUT /api/nonwishlist/…`), sent
 * by the product's Save.
 */
export function ProductWishlist({ product, changes, onChange, isReadOnly }: ChoicesProps) {
  const types = useQuery(accessTypeQueries.whole);
  const saved = (product.non_wishlist ?? []).map(String);
  const excluded = withChanges(saved, changes);
  const titles = new Map((types.data ?? []).map((type) => [String(type.id), type.title]));

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
              isSelected={excluded.has(String(type.id))}
              isReadOnly={isReadOnly}
              onChange={(on) => onChange(flipped(saved, changes, String(type.id), on))}
            />
          ))}
          <PendingChanges
            changes={changes}
            describe={(id, on) => `Not in wishlist for ${titles.get(id) ?? id} turned ${on ? 'on' : 'off'}`}
            onUndo={(id) => onChange(undone(changes, id))}
          />
        </Stack>
      )}
    </Stack>
  );
}
