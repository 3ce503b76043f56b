import type { ProductAccessType } from '@factory/api';
import { Button, Checkbox, CheckboxGroup, Heading, Link, Spinner, Stack, Text, Tiles } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { allAreasQuery, allCompaniesQuery, patDefaultQueries } from '../../queries/index.ts';
import { ErrorState } from '../../shared/index.ts';
import { useAreaActions, useSaveRecord } from '../generic/controllers.ts';
import { ResourceListScreen } from '../generic/ResourceListScreen.tsx';
import { ResourceRecordScreen } from '../generic/ResourceRecordScreen.tsx';
import { accessTypesResource, categoryChoicesQuery, GrantText } from './accessTypesResource.tsx';
import { defaultTarget } from './grants.ts';

/** `/admin/product-access-types`: every access type with what its customers see. */
export function AccessTypesScreen() {
  return <ResourceListScreen resource={accessTypesResource} />;
}

/** The categories an access type opens, as checkboxes; saved with the type (PUT /api/product-access-types/{id}). */
function AccessTypeCategories({ type }: { type: ProductAccessType }) {
  const can = useAreaActions('product-access-types');
  const choices = useQuery(categoryChoicesQuery);
  const [selected, setSelected] = useState(() => type.category_ids.map(String));
  const save = useSaveRecord(accessTypesResource, type.id);
  const chosen = selected.map(Number);
  return (
    <Stack gap="md" align="start">
      <Heading level={2}>What its customers see</Heading>
      <Text>
        {'Customers with this access type see and order the products of these categories. '}
        <GrantText categoryIds={type.category_ids} />.
      </Text>
      {choices.isPending ? (
        <Spinner label="Loading the categories" showLabel />
      ) : choices.isError ? (
        <ErrorState
          title="We could not load the categories"
          error={choices.error}
          onRetry={choices.refetch}
          isRetrying={choices.isFetching}
        />
      ) : (
        <CheckboxGroup
          label="Categories"
          value={selected}
          onChange={setSelected}
          isDisabled={!can.edit}
          description="A sub-category is named after its parent."
        >
          <Tiles minItemWidth={220} gap="xs">
            {choices.data.map((choice) => (
              <Checkbox key={choice.id} value={String(choice.id)}>
                {choice.parentTitle ? `${choice.parentTitle} › ${choice.title}` : choice.title}
              </Checkbox>
            ))}
          </Tiles>
        </CheckboxGroup>
      )}
      {can.edit && (
        <Button
          isPending={save.isPending}
          pendingLabel="Saving"
          onPress={() => void save.save({ title: type.title, description: type.description, category_ids: chosen })}
        >
          Save categories
        </Button>
      )}
    </Stack>
  );
}

/** Which areas and companies get this type by default (pat-defaults), when the user may see them. */
function GivenByDefault({ type }: { type: ProductAccessType }) {
  const { routes } = useScreenEnvironment();
  const can = useAreaActions('pat-defaults');
  const defaults = useQuery({ ...patDefaultQueries.whole, enabled: can.view });
  const areas = useQuery({ ...allAreasQuery, enabled: can.view });
  const companies = useQuery({ ...allCompaniesQuery, enabled: can.view });
  if (!can.view || !defaults.data) return null;
  const mine = defaults.data.filter((row) => row.product_access_type_id === type.id);
  const areaTitle = (id: number) => areas.data?.items.find((a) => a.id === id)?.name;
  const companyTitle = (id: number) => companies.data?.items.find((c) => c.id === id)?.name;
  return (
    <Stack gap="sm" align="start">
      <Heading level={2}>Given by default to</Heading>
      {mine.length === 0 ? (
        <Text tone="muted">No area or company gets this access type by default.</Text>
      ) : (
        <ul>
          {mine.map((row) => (
            <li key={row.id}>{defaultTarget(row, areaTitle, companyTitle)}</li>
          ))}
        </ul>
      )}
      <Link href={routes.admin('pat-defaults')} variant="standalone">
        Access type defaults
      </Link>
    </Stack>
  );
}

/** `/admin/product-access-types/{id}` (and `/new`): name, description, its categories and who gets it by default. */
export function AccessTypeScreen() {
  return (
    <ResourceRecordScreen
      resource={accessTypesResource}
      details={(type) => (
        <Stack gap="xl">
          <AccessTypeCategories key={type.category_ids.join()} type={type} />
          <GivenByDefault type={type} />
        </Stack>
      )}
    />
  );
}
