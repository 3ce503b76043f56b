import { Inline, NativeSelect, type NativeSelectOption } from '@factory/ui';
import type { ChoicesQuery } from '../../queries/index.ts';
import { useChoices } from './choices.ts';
import type { ResourceFilter } from './resource.ts';

/** The filters of a list, one picker each ("Role: All / Administrator / …"); the values live in the address. */
export function ListFilters({
  filters,
  values,
  onChange,
}: {
  filters: readonly ResourceFilter[];
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
}) {
  return (
    <Inline gap="md">
      {filters.map((filter) => {
        const props = {
          label: filter.label,
          value: values[filter.key] ?? '',
          onChange: (v: string) => onChange(filter.key, v),
        };
        return Array.isArray(filter.choices) ? (
          <FilterPicker key={filter.key} {...props} choices={filter.choices} />
        ) : (
          <LoadedFilterPicker key={filter.key} {...props} query={filter.choices as ChoicesQuery} />
        );
      })}
    </Inline>
  );
}

interface PickerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

function FilterPicker({ choices, ...picker }: PickerProps & { choices: readonly NativeSelectOption[] }) {
  return <NativeSelect {...picker} options={[{ value: '', label: 'All' }, ...choices]} />;
}

/**
 * A filter whose choices are a resource's (the roles): "All" alone until they have loaded; absent for a user who may
 * not read them (staff without the roles view key filter users by nothing they cannot see).
 */
function LoadedFilterPicker({ query, ...picker }: PickerProps & { query: ChoicesQuery }) {
  const {
    choices: { data = [] },
    noAccess,
  } = useChoices(query);
  if (noAccess) return null;
  return (
    <FilterPicker {...picker} choices={data.map((choice) => ({ value: String(choice.id), label: choice.label }))} />
  );
}
