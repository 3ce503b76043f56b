import type { Category } from '@factory/api';
import { Heading, LazyImage, Link, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { QueryState, routeId, useNotFoundWhen } from '../../shared/index.ts';
import { selectedSubCategory } from '../navigation.ts';
import { ProductGrid } from '../parts/ProductGrid.tsx';
import { sanitizeCoverHtml } from '../parts/sanitizeHtml.ts';
import { categoryProductsQuery, categoryQuery } from '../queries.ts';
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
  const coverHtml = useMemo(
    () => (category.cover_html ? sanitizeCoverHtml(category.cover_html) : ''),
    [category.cover_html],
  );
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
      {coverHtml && (
        // Sanitised above: no scripts, handlers or javascript: links survive.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the category's rich text, sanitised by DOMPurify
        <div className={styles.cover} dangerouslySetInnerHTML={{ __html: coverHtml }} />
      )}
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
  return (
    <nav aria-label="Sub-categories">
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.id} className={chip.isCurrent ? styles.currentChip : styles.chip}>
            <Link href={chip.href} variant="standalone" aria-current={chip.isCurrent ? 'page' : undefined}>
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
