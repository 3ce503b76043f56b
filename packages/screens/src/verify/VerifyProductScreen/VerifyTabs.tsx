// The five tabs' panels. Each shows part of the draft and reports changes; errors come in by server key.
import {
  type Category,
  type ProductImage,
  regions,
  requiredBy,
  thumbnailUrl,
  verificationInfoRules,
} from '@factory/api';
import {
  Box,
  Button,
  ChipInput,
  type ChipItem,
  LazyImage,
  NumberField,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { categoriesQuery, productsQuery } from '../../queries/index.ts';
import { categoryEntries, categoryPath } from '../../shared/categoryTree.ts';
import { ErrorState, QueryState } from '../../shared/QueryState.tsx';
import { UploadArea, type UploadQueue } from '../../shared/upload/index.ts';
import {
  bothRegionsMessage,
  chosenImages,
  type DraftChip,
  type InfoField,
  type InfoKey,
  infoFields,
  tempImageRules,
  typedProductId,
  type VerificationDraft,
  type VerifyErrors,
} from './verifyLogic.ts';

interface PanelProps {
  draft: VerificationDraft;
  errors: VerifyErrors;
  /** The item is locked: everything is read-only. */
  isLocked: boolean;
}

/** An error under a chip field (ChipInput has no error slot of its own). */
function ListError({ message }: { message: string | undefined }) {
  return message ? (
    <Text size="sm" tone="danger">
      {message}
    </Text>
  ) : null;
}

// ---------------------------------------------------------------------------------------------------------------

interface InfoPanelProps extends PanelProps {
  onChange: <K extends InfoKey>(key: K, value: VerificationDraft['info'][K]) => void;
  /** The person left a field: its rules are checked then. */
  onLeave: (key: InfoKey) => void;
}

function InfoInput({ field, draft, errors, isLocked, onChange, onLeave }: InfoPanelProps & { field: InfoField }) {
  const error = errors[`info.${field.key}`];
  const common = {
    name: `info[${field.key}]`,
    isRequired: requiredBy(verificationInfoRules[field.key]),
    isInvalid: error !== undefined,
    errorMessage: error,
    isDisabled: isLocked,
    onBlur: () => onLeave(field.key),
  };
  if (field.kind === 'number') {
    const value = draft.info[field.key];
    return (
      <NumberField
        {...common}
        label={`${field.label} (${field.unit})`}
        value={value ?? Number.NaN}
        formatOptions={{ maximumFractionDigits: 3 }}
        onChange={(next) => onChange(field.key, Number.isNaN(next) ? null : next)}
      />
    );
  }
  const value = draft.info[field.key];
  if (field.kind === 'textarea')
    return <TextArea {...common} label={field.label} value={value} onChange={(next) => onChange(field.key, next)} />;
  const isProductId = field.key === 'product_id';
  return (
    <TextField
      {...common}
      label={field.label}
      value={value}
      description={isProductId ? 'Spaces become hyphens.' : undefined}
      onChange={(next) => onChange(field.key, isProductId ? typedProductId(next) : next)}
    />
  );
}

/** Product id, parent code, title, description, measures with their units. */
export function InfoPanel(props: InfoPanelProps) {
  const [ids, description, measures] = [
    infoFields.filter((f) => f.kind === 'text'),
    infoFields.filter((f) => f.kind === 'textarea'),
    infoFields.filter((f) => f.kind === 'number'),
  ];
  return (
    <Stack gap="lg">
      <Box display="grid" gridTemplateColumns={{ mobile: '1', tablet: '3' }} gap="md">
        {ids.map((field) => (
          <InfoInput key={field.key} field={field} {...props} />
        ))}
      </Box>
      {description.map((field) => (
        <InfoInput key={field.key} field={field} {...props} />
      ))}
      <Box display="grid" gridTemplateColumns={{ mobile: '1', tablet: '3' }} gap="md">
        {measures.map((field) => (
          <InfoInput key={field.key} field={field} {...props} />
        ))}
      </Box>
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------------------------

/** Every category and sub-category as a choice; a sub-category reads "Parent › Sub", so both names find it. */
export const categoryChoices = (categories: readonly Category[]): ChipItem[] =>
  categoryEntries(categories).map((entry) => ({ id: entry.category.id, value: categoryPath(entry) }));

interface CategoryPanelProps extends PanelProps {
  onChange: (categories: DraftChip<number>[]) => void;
}

export function CategoryPanel({ draft, errors, isLocked, onChange }: CategoryPanelProps) {
  const query = useQuery(categoriesQuery);
  return (
    <QueryState query={query} loadingLabel="Loading the categories" errorTitle="We could not load the categories">
      {(categories) => (
        <Stack gap="sm">
          <ChipInput
            label="Categories"
            placeholder="Type to find a category or sub-category"
            options={categoryChoices(categories)}
            value={draft.categories}
            isDisabled={isLocked}
            onChange={(items) => onChange(items.map((item) => ({ id: Number(item.id), value: item.value })))}
          />
          <Text size="sm" tone="muted">
            At least one.
          </Text>
          <ListError message={errors.category} />
        </Stack>
      )}
    </QueryState>
  );
}

// ---------------------------------------------------------------------------------------------------------------

interface ImagesPanelProps extends PanelProps {
  images: readonly ProductImage[];
  /** The images on their way, refused or failed (the shared upload queue). */
  uploads: UploadQueue;
  /** The image whose delete is on its way. */
  removing: number | null;
  onRemove: (id: number) => void;
}

export function ImagesPanel({ draft, errors, isLocked, images, uploads, removing, onRemove }: ImagesPanelProps) {
  const shown = chosenImages(images, draft);
  return (
    <Stack gap="lg">
      {!isLocked && (
        <UploadArea label="Add images" rules={tempImageRules} uploads={uploads} buttonLabel="Choose images" />
      )}
      <ListError message={errors.images} />
      {shown.length === 0 ? (
        <Text tone="muted">No images yet. At least one is needed.</Text>
      ) : (
        <Box
          as="ul"
          aria-label="Images of the product"
          display="grid"
          gridTemplateColumns={{ mobile: '2', tablet: '4' }}
          gap="md"
        >
          {shown.map((image, index) => (
            <Box as="li" key={image.id} display="flex" flexDirection="column" gap="xs">
              <LazyImage src={thumbnailUrl(image.url)} alt={`Image ${index + 1}`} aspectRatio={1} fit="cover" />
              {!isLocked && (
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => onRemove(image.id)}
                  isPending={removing === image.id}
                  pendingLabel={`Removing image ${index + 1}`}
                >
                  {`Remove image ${index + 1}`}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------------------------

const regionChips = regions.map((region) => ({ id: region.code, value: region.label }));
const chipsOf = (codes: readonly string[]) => regionChips.filter((chip) => codes.includes(chip.id));
/** A region is in one list at most: each list offers only the regions the other does not hold. */
const othersThan = (codes: readonly string[]) => regionChips.filter((chip) => !codes.includes(chip.id));

interface RestrictionsPanelProps extends PanelProps {
  onChange: (lists: Pick<VerificationDraft, 'restricted' | 'excempted'>) => void;
}

export function RestrictionsPanel({ draft, errors, isLocked, onChange }: RestrictionsPanelProps) {
  const codes = (items: ChipItem[]) => regionChips.filter((c) => items.some((i) => i.id === c.id)).map((c) => c.id);
  return (
    <Stack gap="lg">
      <Text tone="muted">
        Restricted: regions where this product may not be offered. Exempted: regions where it is offered although its
        category is restricted there. A region cannot be in both lists.
      </Text>
      <ChipInput
        label="Restricted regions"
        placeholder="Choose regions"
        options={othersThan(draft.excempted)}
        value={chipsOf(draft.restricted)}
        isDisabled={isLocked}
        onChange={(items) => onChange({ restricted: codes(items), excempted: draft.excempted })}
      />
      <ListError message={errors['restrictionAndExcemption.restricted_regions']} />
      <ChipInput
        label="Exempted regions"
        placeholder="Choose regions"
        options={othersThan(draft.restricted)}
        value={chipsOf(draft.excempted)}
        isDisabled={isLocked}
        onChange={(items) => onChange({ restricted: draft.restricted, excempted: codes(items) })}
      />
      <ListError
        message={
          errors['restrictionAndExcemption.excempted_regions'] ??
          (draft.excempted.some((code) => draft.restricted.includes(code)) ? bothRegionsMessage : undefined)
        }
      />
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------------------------

interface RelatedPanelProps extends PanelProps {
  onChange: (lists: Pick<VerificationDraft, 'related' | 'recommended'>) => void;
}

/** Related and recommended products, chosen from what a catalogue search finds. */
export function RelatedPanel({ draft, errors, isLocked, onChange }: RelatedPanelProps) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const found = useQuery(productsQuery({ q: q || undefined, perPage: 20 }));
  const results: ChipItem[] = (found.data?.items ?? []).map((p) => ({ id: p.id, value: `${p.title} (${p.id})` }));
  // Chosen products stay choosable options, so their chips keep their names whatever the search shows.
  const options = [...draft.related, ...draft.recommended, ...results].filter(
    (item, index, all) => all.findIndex((other) => other.id === item.id) === index,
  );
  const asProducts = (items: ChipItem[]) => items.map((item) => ({ id: String(item.id), value: item.value }));
  return (
    <Stack gap="lg">
      <TextField
        label="Find products"
        type="search"
        value={search}
        onChange={setSearch}
        isDisabled={isLocked}
        description="Search the catalogue by code, title or category; the matches appear in both lists below."
      />
      {found.isError && (
        <ErrorState
          title="We could not search the catalogue"
          error={found.error}
          onRetry={found.refetch}
          isRetrying={found.isFetching}
        />
      )}
      <ChipInput
        label="Related products"
        options={options}
        value={draft.related}
        isDisabled={isLocked}
        onChange={(items) => onChange({ related: asProducts(items), recommended: draft.recommended })}
      />
      <ListError message={errors.related} />
      <ChipInput
        label="Recommended products"
        options={options}
        value={draft.recommended}
        isDisabled={isLocked}
        onChange={(items) => onChange({ related: draft.related, recommended: asProducts(items) })}
      />
      <ListError message={errors.recommended} />
    </Stack>
  );
}
