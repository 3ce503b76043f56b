import { ApiError, deleteProduct, type Product } from '@factory/api';
import { Alert, Button, ConfirmDialog, DescriptionList, Heading, Link, Stack, Text, useToast } from '@factory/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { productQueries, productQuery } from '../../queries/index.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { useAreaActions, useFormValues } from '../generic/controllers.ts';
import { actionErrorMessage, forbiddenMessage } from '../generic/messages.ts';
import { BackToList, NoSuchRecord, RecordPage } from '../generic/RecordState.tsx';
import { ProductFilters, ProductWishlist } from './ProductChoices.tsx';
import { ProductForm } from './ProductForm.tsx';
import { ProductImages } from './ProductImages.tsx';
import { emptyProductValues, productInputOf, productValuesOf } from './productLogic.ts';
import { productsResource } from './productsResource.tsx';

/** `/admin/product-item/{id}`: every field of the product, its images, filters and wishlist rules; `/new` creates. */
export function ProductScreen() {
  const { id } = useParams();
  if (id === 'new') return <ProductCreate />;
  return id ? <ProductById id={id} /> : <NoSuchRecord />;
}

function ProductById({ id }: { id: string }) {
  const record = useQuery(productQuery(id));
  return (
    <RecordPage area="product-item" plural="Products" query={record} noun="product">
      {(product) => <ProductRecord key={product.id} product={product} />}
    </RecordPage>
  );
}

/** The designed, read-only parts of a product: its dimensions text, components and variants. */
function ProductFacts({ product }: { product: Product }) {
  const { routes } = useScreenEnvironment();
  return (
    <DescriptionList
      items={[
        { term: 'Dimensions', description: product.product_dimensions ?? 'Not measured yet' },
        {
          term: 'Components',
          description:
            product.components.length === 0
              ? 'None'
              : product.components.map((c) => `${c.title} × ${c.qty}`).join(', '),
        },
        {
          term: 'Variants',
          description:
            product.variants.length === 0 ? (
              'None'
            ) : (
              <Stack gap="xxs" as="ul">
                {product.variants.map((variant) => (
                  <li key={variant.id}>
                    <Link href={routes.admin('product-item', variant.id)}>{`${variant.id} ${variant.title}`}</Link>
                  </li>
                ))}
              </Stack>
            ),
        },
      ]}
    />
  );
}

function ProductRecord({ product }: { product: Product }) {
  const can = useAreaActions('product-item');
  const navigate = useNavigate();
  const { routes } = useScreenEnvironment();
  const queryClient = useQueryClient();
  const toast = useToast();
  const guard = useSendGuard();
  const form = useFormValues(productValuesOf(product));
  const values = form.values;

  const save = useMutation({
    mutationFn: () => productsResource.calls.update(product.id, productInputOf(values)),
    onSuccess: (saved) => {
      toast.show({ variant: 'success', message: `${saved.title} was saved.` });
      queryClient.setQueryData(productQuery(product.id).queryKey, saved);
      void productQueries.changed(queryClient);
      form.reset(productValuesOf(saved));
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 422)) {
        toast.show({ variant: 'danger', message: actionErrorMessage(error) });
      }
    },
  });

  const remove = async () => {
    try {
      await deleteProduct(product.id);
    } catch (error) {
      toast.show({ variant: 'danger', message: actionErrorMessage(error) });
      throw error;
    }
    toast.show({ variant: 'success', message: `${product.title} was deleted.` });
    queryClient.removeQueries({ queryKey: productQuery(product.id).queryKey });
    void productQueries.changed(queryClient);
    form.release();
    navigate(routes.admin('product-item'));
  };

  return (
    <Stack gap="xl" align="stretch">
      <Stack gap="xs">
        <Heading level={1}>{product.title}</Heading>
        <Text tone="muted">{`Code ${product.id}`}</Text>
        {!can.edit && <Text tone="muted">You may look at this product but not change it.</Text>}
      </Stack>
      <ProductForm
        label={`Edit ${product.title}`}
        mode="edit"
        values={values}
        onChange={form.change}
        onSubmit={() => guard(() => save.mutateAsync()).catch(() => {})}
        isSaving={save.isPending}
        error={save.error}
        isReadOnly={!can.edit}
        isLocked={product.is_locked === 1 && values.is_locked}
        blocker={form.blocker}
        submitLabel="Save"
        actions={
          can.delete && (
            <ConfirmDialog
              trigger={<Button variant="danger">Delete</Button>}
              title={`Delete ${product.title}?`}
              message={`The product ${product.id} ${product.title} goes to the recycle bin.`}
              confirmLabel="Delete"
              pendingLabel="Deleting"
              onConfirm={remove}
            />
          )
        }
      />
      <ProductFacts product={product} />
      <ProductImages product={product} canEdit={can.edit} />
      <ProductFilters product={product} canEdit={can.edit} />
      <ProductWishlist product={product} canEdit={can.edit} />
    </Stack>
  );
}

function ProductCreate() {
  const can = useAreaActions('product-item');
  const navigate = useNavigate();
  const { routes } = useScreenEnvironment();
  const queryClient = useQueryClient();
  const toast = useToast();
  const guard = useSendGuard();
  const form = useFormValues(emptyProductValues);
  const values = form.values;
  const save = useMutation({
    mutationFn: () => productsResource.calls.create(productInputOf(values)),
    onSuccess: (saved) => {
      toast.show({ variant: 'success', message: `${saved.title} was created as ${saved.id}.` });
      queryClient.setQueryData(productQuery(saved.id).queryKey, saved);
      void productQueries.changed(queryClient);
      form.release();
      navigate(routes.admin('product-item', saved.id));
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 422)) {
        toast.show({ variant: 'danger', message: actionErrorMessage(error) });
      }
    },
  });
  return (
    <Stack gap="lg" align="start">
      <BackToList area="product-item" plural="Products" />
      <Heading level={1}>Create product</Heading>
      {can.create ? (
        <ProductForm
          label="Create product"
          mode="create"
          values={values}
          onChange={form.change}
          onSubmit={() => guard(() => save.mutateAsync()).catch(() => {})}
          isSaving={save.isPending}
          error={save.error}
          isReadOnly={false}
          blocker={form.blocker}
          submitLabel="Create"
        />
      ) : (
        <Alert variant="danger" title="You cannot create products">
          {forbiddenMessage}
        </Alert>
      )}
    </Stack>
  );
}
