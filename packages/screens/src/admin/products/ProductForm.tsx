import { type Category, definedResources, type Product, type ProductFieldName } from '@factory/api';
import {
  Alert,
  ChipInput,
  type ChipItem,
  FileDrop,
  Form,
  NumberField,
  Spinner,
  Stack,
  Switch,
  Text,
  TextArea,
  TextField,
  Tiles,
} from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { categoriesQuery } from '../../queries/index.ts';
import { categoryEntries } from '../../shared/categoryTree.ts';
import { fieldErrorsOf, ruleProps } from '../../shared/index.ts';
import { limitsText } from '../../shared/upload/index.ts';
import { LeaveGuard, SaveRow } from '../generic/FormParts.tsx';
import type { RecordFormProps } from '../generic/resource.ts';
import { type ProductValues, productImageRules, savedIdHint } from './adminProductLogic.ts';
import { ProductFilters, ProductWishlist } from './ProductChoices.tsx';
import * as styles from './products.css.ts';

/** Each field's rules, as the products' definition gives them to the server's checks too. */
const { fields: rules } = definedResources['product-item'];

/** Every category, sub-categories included, as chip choices. */
const flatten = (categories: readonly Category[]): ChipItem[] =>
  categoryEntries(categories).map(({ category }) => ({ id: category.id, value: category.title }));

/** Every category as a chip choice, derived from the catalogue's own tree. */
const categoryOptionsQuery = { ...categoriesQuery, select: flatten };

/** Every category as a select choice: the products list's Category filter. */
export const categoryFilterQuery = {
  ...categoriesQuery,
  select: (categories: readonly Category[]) => flatten(categories).map(({ id, value }) => ({ id, label: value })),
};

const measures: { name: ProductFieldName; label: string }[] = [
  { name: 'dimension_length', label: 'Length (cm)' },
  { name: 'dimension_width', label: 'Width (cm)' },
  { name: 'dimension_height', label: 'Height (cm)' },
  { name: 'volume', label: 'Volume (m³)' },
  { name: 'weight_net', label: 'Net weight (kg)' },
  { name: 'weight_gross', label: 'Gross weight (kg)' },
];

/**
 * The product's own fields (spec §3): code, parent code, title, description, measures, categories and lock. A locked
 * product's fields are read-only until its lock is switched off and saved.
 */
export function ProductForm({
  label,
  mode,
  values,
  onChange,
  onSubmit,
  isSaving,
  error,
  isReadOnly = false,
  blocker,
  actions,
  submitLabel = 'Save',
  row,
}: RecordFormProps<ProductValues, Product>) {
  const isLocked = row?.is_locked === 1 && values.is_locked;
  const options = useQuery(categoryOptionsQuery);
  const errors = fieldErrorsOf(error);
  const fixed = isReadOnly || isLocked;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isReadOnly) void onSubmit();
  };
  const categoryError = errors?.categories;
  return (
    <>
      <Form aria-label={label} onSubmit={submit} validationErrors={errors}>
        <div className={styles.formWidth}>
          <Stack gap="lg">
            {isLocked && !isReadOnly && (
              <Alert variant="warning" title="This product is locked">
                Its fields, categories, filters and images cannot be changed, and it cannot be deleted. Switch off
                “Locked” and save to change it again.
              </Alert>
            )}
            {mode === 'create' ? (
              <TextField
                name="id"
                label="Product code"
                {...ruleProps(rules.id)}
                description={savedIdHint(values.id)}
                value={values.id}
                onChange={(value) => onChange('id', value)}
              />
            ) : null}
            <TextField
              name="parent_code"
              label="Parent code"
              {...ruleProps(rules.parent_code)}
              description="Products with the same parent code are variants of one piece."
              value={values.parent_code}
              onChange={(value) => onChange('parent_code', value)}
              isReadOnly={fixed}
            />
            <TextField
              name="title"
              label="Title"
              {...ruleProps(rules.title)}
              value={values.title}
              onChange={(value) => onChange('title', value)}
              isReadOnly={fixed}
            />
            <TextArea
              name="description"
              label="Description"
              {...ruleProps(rules.description)}
              value={values.description}
              onChange={(value) => onChange('description', value)}
              isReadOnly={fixed}
            />
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Measures</legend>
              <Tiles columns={{ mobile: 1, tablet: 3 }} gap="md">
                {measures.map((measure) => (
                  <NumberField
                    key={measure.name}
                    name={measure.name}
                    label={measure.label}
                    minValue={0}
                    {...ruleProps(rules[measure.name])}
                    value={(values[measure.name] as number | null) ?? Number.NaN}
                    onChange={(value) => onChange(measure.name, (Number.isNaN(value) ? null : value) as never)}
                    isReadOnly={fixed}
                  />
                ))}
              </Tiles>
            </fieldset>
            {options.isPending ? (
              <Spinner size="sm" label="Loading the categories" showLabel />
            ) : (
              <Stack gap="xs">
                <ChipInput
                  label="Categories"
                  options={options.data ?? []}
                  value={values.categories}
                  onChange={(items) => onChange('categories', items)}
                  placeholder="Type to find a category"
                  isDisabled={fixed}
                />
                {categoryError && (
                  <Text tone="danger" size="sm">
                    {categoryError.join(' ')}
                  </Text>
                )}
              </Stack>
            )}
            {mode === 'edit' && (
              <Switch
                name="is_locked"
                label="Locked"
                description="A locked product cannot be edited until it is unlocked."
                isSelected={values.is_locked}
                onChange={(value) => onChange('is_locked', value)}
                isReadOnly={isReadOnly}
              />
            )}
            {mode === 'create' && (
              <FileDrop
                label="Images"
                acceptedFileTypes={productImageRules.limit.accept}
                description={`${limitsText(productImageRules)} They are sent with the product, so customers see it with them.`}
                files={values.images}
                onChange={(files) => onChange('images', files)}
              />
            )}
            {mode === 'create' && (
              <ProductFilters
                changes={values.filter_changes}
                onChange={(changes) => onChange('filter_changes', changes)}
                isReadOnly={isReadOnly}
              />
            )}
            {row && (
              <>
                <ProductFilters
                  product={row}
                  changes={values.filter_changes}
                  onChange={(changes) => onChange('filter_changes', changes)}
                  isReadOnly={fixed}
                />
                <ProductWishlist
                  product={row}
                  changes={values.wishlist_changes}
                  onChange={(changes) => onChange('wishlist_changes', changes)}
                  isReadOnly={fixed}
                />
              </>
            )}
            <SaveRow isReadOnly={isReadOnly} isSaving={isSaving} submitLabel={submitLabel} actions={actions} />
          </Stack>
        </div>
      </Form>
      <LeaveGuard blocker={blocker} />
    </>
  );
}
