// `/admin/categories` (the tree, the top-level order) and `/admin/categories/{id}` (a category's form, cover editor,
// preview, pictures and the order of its sub-categories; `new` creates one).
import { type Category, definedResources, recordId } from '@factory/api';
import {
  Alert,
  Button,
  Columns,
  ConfirmDialog,
  Form,
  Heading,
  Inline,
  Link,
  Select,
  Spinner,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@factory/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { CategoryCover } from '../../catalog/index.ts';
import { useScreenEnvironment } from '../../environment/index.ts';
import { categoriesQuery, categoryQueries } from '../../queries/index.ts';
import { categoryEntries } from '../../shared/categoryTree.ts';
import { fieldErrorsOf, loadTexts, NoAccess, QueryState, ruleProps, useNotFoundWhen } from '../../shared/index.ts';
import { loadWhileHere } from '../../shared/moduleLoad.ts';
import {
  useAreaActions,
  useDeleteRecord,
  useFormValues,
  useResourceRecord,
  useSaveRecord,
} from '../generic/controllers.ts';
import { LeaveGuard, SaveRow } from '../generic/FormParts.tsx';
import { BackToList, RecordPage } from '../generic/RecordState.tsx';
import { CategoryOrder } from './CategoryOrder.tsx';
import { CategoryPictures } from './CategoryPictures.tsx';
import { navChipCount } from './catalogRules.ts';
import * as styles from './categories.css.ts';
import { type CategoryValues, categoriesResource } from './categoriesResource.ts';
import { parentChoices } from './categoryTree.ts';

/** The form's rules: the definition's, the ones the server checks. */
const rulesOf = definedResources.categories.fields;

const CoverEditor = lazy(loadWhileHere(() => import('./CoverEditor.tsx')));

/** The tree query's load state, as every categories page shows it. */
export function CategoryTreeState({ children }: { children: (categories: Category[]) => React.ReactNode }) {
  const tree = useQuery(categoriesQuery);
  return (
    <QueryState query={tree} {...loadTexts('the categories')}>
      {children}
    </QueryState>
  );
}

/** The tree as nested lists: each category links to its record and says how many sub-categories it has. */
function CategoryTree({ categories, label }: { categories: readonly Category[]; label?: string }) {
  const { routes } = useScreenEnvironment();
  return (
    <ul className={label ? styles.tree : styles.subTree} aria-label={label}>
      {categories.map((category) => (
        <li key={category.id} className={styles.treeItem}>
          <Link href={routes.admin('categories', category.id)}>{category.title}</Link>
          {category.sub_categories.length > 0 && (
            <>
              <span className={styles.treeCount}>
                {category.sub_categories.length === 1
                  ? '1 sub-category'
                  : `${category.sub_categories.length} sub-categories`}
              </span>
              <CategoryTree categories={category.sub_categories} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** `/admin/categories`: the category tree, and the order of the top-level categories. */
export function CategoriesScreen() {
  const { routes } = useScreenEnvironment();
  const can = useAreaActions('categories');
  return (
    <Stack gap="lg">
      <Inline align="between">
        <Heading level={1}>Categories</Heading>
        {can.create && (
          <Link href={routes.admin('categories', 'new')} variant="button">
            Create category
          </Link>
        )}
      </Inline>
      <CategoryTreeState>
        {(categories) =>
          categories.length === 0 ? (
            <Text tone="muted">No categories yet.</Text>
          ) : (
            <Columns widths={[2, 3]} collapseBelow="desktop" gap="xl">
              <Stack gap="sm" as="section" aria-labelledby="category-tree">
                <Heading level={2} size="md" id="category-tree">
                  {`Category tree (${categoryEntries(categories).length})`}
                </Heading>
                <CategoryTree categories={categories} label="Category tree" />
              </Stack>
              <Stack gap="sm" as="section" aria-labelledby="category-order">
                <Heading level={2} size="md" id="category-order">
                  Order in the catalogue
                </Heading>
                <Text tone="muted">
                  {`Customers see the top-level categories in this order; the first ${navChipCount} are the chips of the catalogue navigation. Drag a row by its handle, or use Move up and Move down.`}
                </Text>
                <CategoryOrder
                  label="Order of the top-level categories"
                  categories={categories}
                  canEdit={can.edit}
                  chipCount={navChipCount}
                />
              </Stack>
            </Columns>
          )
        }
      </CategoryTreeState>
    </Stack>
  );
}

/** `/admin/categories/{id}` and `/admin/categories/new`. */
export function CategoryScreen() {
  const { id } = useParams();
  const numeric = recordId(id);
  const valid = id === 'new' || numeric !== null;
  useNotFoundWhen(!valid);
  if (!valid) return null;
  return numeric === null ? <CreateCategory /> : <CategoryById id={numeric} />;
}

/** After a save: the admin tree and the customer's catalogue read the categories again. */
function useRefreshCategories() {
  const queryClient = useQueryClient();
  return () => void categoryQueries.changed(queryClient);
}

function CategoryById({ id }: { id: number }) {
  const record = useResourceRecord(categoriesResource, id);
  return (
    <RecordPage area="categories" plural="Categories" query={record} noun="category">
      {(row) => <CategoryRecord key={row.id} row={row} />}
    </RecordPage>
  );
}

function CategoryRecord({ row }: { row: Category }) {
  const can = useAreaActions('categories');
  const { routes } = useScreenEnvironment();
  const refresh = useRefreshCategories();
  const form = useFormValues(categoriesResource.valuesOf(row));
  const save = useSaveRecord(categoriesResource, row.id, (saved) => {
    form.reset(categoriesResource.valuesOf(saved as Category));
    refresh();
  });
  // The list is refreshed once the page is gone (useDeleteRecord).
  const remove = useDeleteRecord(categoriesResource, row, {
    leaveTo: routes.admin('categories'),
    onDeleted: form.release,
  });
  const subs = row.sub_categories.length;
  return (
    <Stack gap="xl" align="stretch">
      <Stack gap="sm">
        <Heading level={1}>{row.title}</Heading>
        {!can.edit && <Text tone="muted">You may look at this category but not change it.</Text>}
        <Link href={routes.category(row.id)} variant="standalone">
          {`See ${row.title} as customers do`}
        </Link>
      </Stack>
      <CategoryForm
        label={`Edit ${row.title}`}
        selfId={row.id}
        values={form.values}
        onChange={form.change}
        onSubmit={() => save.save(categoriesResource.inputOf(form.values, 'edit'))}
        isSaving={save.isPending}
        error={save.error}
        isReadOnly={!can.edit}
        blocker={form.blocker}
        submitLabel="Save"
        actions={
          can.delete && (
            <ConfirmDialog
              trigger={<Button variant="danger">Delete</Button>}
              title={`Delete ${row.title}?`}
              message={`${row.title} goes to the recycle bin and no longer shows in the catalogue${
                subs > 0 ? `, nor do its ${subs === 1 ? 'sub-category' : `${subs} sub-categories`}` : ''
              }. It can be restored from the recycle bin.`}
              confirmLabel="Delete"
              pendingLabel="Deleting"
              onConfirm={async (signal) => {
                await remove(signal);
              }}
            />
          )
        }
      />
      <CategoryPictures category={row} canEdit={can.edit} onChanged={() => refresh()} />
      {subs > 1 && (
        <Stack gap="sm" as="section" aria-labelledby="sub-order">
          <Heading level={2} size="md" id="sub-order">
            Order of the sub-categories
          </Heading>
          <CategoryOrder
            label={`Order of the sub-categories of ${row.title}`}
            categories={row.sub_categories}
            canEdit={can.edit}
          />
        </Stack>
      )}
    </Stack>
  );
}

function CreateCategory() {
  const navigate = useNavigate();
  const { routes } = useScreenEnvironment();
  const can = useAreaActions('categories');
  const refresh = useRefreshCategories();
  const form = useFormValues(categoriesResource.emptyValues);
  const save = useSaveRecord(categoriesResource, 'new', (saved) => {
    form.release();
    refresh();
    navigate(routes.admin('categories', (saved as Category).id));
  });
  return (
    <Stack gap="lg" align="stretch">
      <BackToList area="categories" plural="Categories" />
      <Heading level={1}>Create category</Heading>
      {can.create ? (
        <CategoryForm
          label="Create category"
          selfId={null}
          values={form.values}
          onChange={form.change}
          onSubmit={() => save.save(categoriesResource.inputOf(form.values, 'create'))}
          isSaving={save.isPending}
          error={save.error}
          blocker={form.blocker}
          submitLabel="Create"
        />
      ) : (
        <NoAccess title="You cannot create categories" />
      )}
    </Stack>
  );
}

interface CategoryFormProps {
  label: string;
  selfId: number | null;
  values: CategoryValues;
  onChange: <K extends keyof CategoryValues>(name: K, value: CategoryValues[K]) => void;
  onSubmit: () => unknown;
  isSaving: boolean;
  error: unknown;
  isReadOnly?: boolean;
  blocker: ReturnType<typeof useFormValues>['blocker'];
  submitLabel: string;
  actions?: React.ReactNode;
}

/** Title, description, parent, the cover text in its editor, and the cover's preview as customers see it. */
function CategoryForm({
  label,
  selfId,
  values,
  onChange,
  onSubmit,
  isSaving,
  error,
  isReadOnly = false,
  blocker,
  submitLabel,
  actions,
}: CategoryFormProps) {
  const tree = useQuery(categoriesQuery);
  const errors = fieldErrorsOf(error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isReadOnly) void onSubmit();
  };
  const choices = parentChoices(tree.data ?? [], selfId);
  return (
    <>
      <Form aria-label={label} onSubmit={submit} validationErrors={errors}>
        <div className={styles.formWidth}>
          <Stack gap="lg">
            <TextField
              name="title"
              label="Title"
              {...ruleProps(rulesOf.title)}
              value={values.title}
              onChange={(title) => onChange('title', title)}
              isReadOnly={isReadOnly}
            />
            <TextArea
              name="description"
              label="Description"
              {...ruleProps(rulesOf.description)}
              value={values.description}
              onChange={(description) => onChange('description', description)}
              isReadOnly={isReadOnly}
            />
            {tree.isPending ? (
              <Spinner size="sm" label="Loading the choices of Parent" showLabel />
            ) : (
              <Select
                name="parent_id"
                label="Parent"
                description="A category with a parent is one of its sub-categories."
                items={choices}
                value={values.parent_id}
                onChange={(next) => onChange('parent_id', Number(next))}
                isDisabled={isReadOnly}
                isInvalid={errors?.parent_id !== undefined}
                errorMessage={errors?.parent_id?.[0]}
                displayLength={6}
              />
            )}
            <Suspense fallback={<Spinner size="sm" label="Loading the editor" showLabel />}>
              <CoverEditor
                label="Cover text"
                description="Shown on the category page under the title. Scripts, styles and pictures from other sites are removed."
                initialHtml={values.cover_html}
                onChange={(html) => onChange('cover_html', html)}
                isReadOnly={isReadOnly}
              />
            </Suspense>
            {errors?.cover_html && (
              <Alert variant="danger" title="Cover text">
                {errors.cover_html.join(' ')}
              </Alert>
            )}
            <Stack gap="sm" as="section" aria-labelledby="cover-preview">
              <Heading level={2} size="md" id="cover-preview">
                Preview
              </Heading>
              <div className={styles.preview}>
                <Stack gap="sm">
                  <Heading level={3} size="lg">
                    {values.title || 'Untitled category'}
                  </Heading>
                  {values.description && <Text tone="muted">{values.description}</Text>}
                  {values.cover_html ? (
                    <CategoryCover html={values.cover_html} />
                  ) : (
                    <Text tone="muted">No cover text.</Text>
                  )}
                </Stack>
              </div>
            </Stack>
            <SaveRow isReadOnly={isReadOnly} isSaving={isSaving} submitLabel={submitLabel} actions={actions} />
          </Stack>
        </div>
      </Form>
      <LeaveGuard blocker={blocker} />
    </>
  );
}
