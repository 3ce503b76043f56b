import type { Category } from '@factory/api';
import { Heading, LazyImage, PillNav, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { categoryProductsQuery, categoryQuery } from '../../queries/index.ts';
import { QueryState, routeId, useNotFoundWhen } from '../../shared/index.ts';
import { selectedSubCategory } from '../navigation.ts';
import { CategoryCover } from '../parts/CategoryCover.tsx';
import { ProductGrid } from '../parts/ProductGrid.tsx';
import * as styles from './CategoryScreen.css.ts';

/**
 * A category (`categories/:id`): banner, title, description, its sanitised cover text, sub-category chips
 * (`?sub=` selects one) and the products of the selection. A missing category goes to notFound.
 */
export function CategoryScreen() {
  const id = routeId(useParams().id);
  const category = useQuery({ ...categoryQuery(id ?? 0), enabled: id !== null });
  // An id that cannot exist (`/categories/abc`) is as missing as an unknown one.
  useNotFoundWhen(id === null);
  if (id === null) return null;
  return (
    <QueryState query={category} loadingLabel="Loading the category" errorTitle="We could not load this category">
      {(loaded) => <CategoryPage category={loaded} />}
    </QueryState>
  );
}

function CategoryPage({ category }: { category: Category }) {
  const [searchParams] = useSearchParams();
  const sub = selectedSubCategory(category, searchParams.get('sub'));
  const shown = sub ?? category;
  const products = useQuery(categoryProductsQuery(shown.id));
  return (
    <Stack gap="xl">
      {category.banner_img && (
        <div className={styles.banner}>
          <LazyImage src={category.banner_img} alt="" eager aspectRatio={5} />
        </div>
      )}
      <Stack gap="sm">
        <Heading level={1}>{category.title}</Heading>
        {category.description && <Text tone="muted">{category.description}</Text>}
      </Stack>
      <CategoryCover html={category.cover_html} />
      {category.sub_categories.length > 0 && <SubCategoryChips category={category} selected={sub} />}
      <section aria-labelledby="category-products">
        <Stack gap="lg">
          <Heading level={2} id="category-products">
            {sub ? `Products in ${sub.title}` : 'Products'}
          </Heading>
          <QueryState query={products} loadingLabel="Loading the products" errorTitle="We could not load the products">
            {(list) =>
              list.length === 0 ? (
                <Text tone="muted">There are no products in this category yet.</Text>
              ) : (
                <ProductGrid products={list} label={`Products in ${shown.title}`} />
              )
            }
          </QueryState>
        </Stack>
      </section>
    </Stack>
  );
}

/** "All" and each sub-category; the selected one is the current page. */
function SubCategoryChips({ category, selected }: { category: Category; selected: Category | undefined }) {
  const { routes } = useScreenEnvironment();
  const chips = [
    { id: category.id, label: 'All', href: routes.category(category.id), isCurrent: !selected },
    ...category.sub_categories.map((sub) => ({
      id: sub.id,
      label: sub.title,
      href: routes.category(category.id, sub.id),
      isCurrent: sub.id === selected?.id,
    })),
  ];
  return <PillNav label="Sub-categories" items={chips} />;
}
