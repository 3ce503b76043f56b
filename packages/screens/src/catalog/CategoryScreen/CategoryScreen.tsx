import { type Category, recordId } from '@factory/api';
import { Heading, LazyImage, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { categoryQuery } from '../../queries/index.ts';
import { QueryState, useNotFoundWhen } from '../../shared/index.ts';
import { loadWhileHere } from '../../shared/moduleLoad.ts';
import { selectedSubCategory } from '../navigation.ts';
import { ProductListing } from '../ProductListing/ProductListing.tsx';
import * as styles from './CategoryScreen.css.ts';

// The cover's sanitiser (DOMPurify, 9 KB gzip) loads only for a category with a cover, after the page's first code: a
// page the server drew keeps the server's cover until it has come (React leaves a suspended part's HTML as it is).
const loadCover = loadWhileHere(() => import('../parts/CategoryCover.tsx'));
const CategoryCover = lazy(async () => ({ default: (await loadCover()).CategoryCover }));

/**
 * A category (`categories/:id`): banner, title, description, its products a page at a time with sub-category chips
 * (`?sub=` selects one), filters and a sort, then its sanitised cover text. A missing category goes to notFound.
 */
export function CategoryScreen() {
  const id = recordId(useParams().id);
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
  return (
    <Stack gap="xl">
      {category.banner_img && (
        <div className={styles.banner}>
          <LazyImage src={category.banner_img} alt="" eager aspectRatio={5} className={styles.bannerImage} />
        </div>
      )}
      <Stack gap="sm">
        <Heading level={1}>{category.title}</Heading>
        {category.description && <Text tone="muted">{category.description}</Text>}
      </Stack>
      <section aria-labelledby="category-products">
        <Stack gap="lg">
          <Heading level={2} id="category-products">
            {sub ? `Products in ${sub.title}` : 'Products'}
          </Heading>
          <ProductListing
            scope={{ category }}
            label={`Products in ${shown.title}`}
            empty={<Text tone="muted">There are no products in this category yet.</Text>}
          />
        </Stack>
      </section>
      {/* After the products: what a buyer came for is on the first screen of a laptop (1280 × 720), not below the
          category's story. */}
      {category.cover_html && (
        <Suspense fallback={null}>
          <CategoryCover html={category.cover_html} />
        </Suspense>
      )}
    </Stack>
  );
}
