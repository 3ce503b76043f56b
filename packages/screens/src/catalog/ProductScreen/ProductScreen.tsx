import { downloadProductImages, type Product, thumbnailUrl, type WishlistItem } from '@factory/api';
import {
  Breadcrumbs,
  Button,
  Columns,
  DescriptionList,
  Heading,
  Icon,
  Inline,
  LazyImage,
  Link,
  NativeButton,
  Stack,
  Text,
  Tiles,
  useToast,
} from '@factory/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import {
  accessQuery,
  categoriesQuery,
  productQuery,
  useAddToWishlist,
  useRemoveFromWishlist,
  wishlistQuery,
} from '../../queries/index.ts';
import { formatDimensions, formatMeasure, isForbidden, QueryState } from '../../shared/index.ts';
import { useReportFailure } from '../../shared/reportFailure.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { AccessNote } from '../parts/AccessNote.tsx';
import { saveFile } from '../parts/saveFile.ts';
import { piecesText } from '../WishlistScreen/wishlistLogic.ts';
import * as styles from './ProductScreen.css.ts';
import { imagePositionLabel, imagesZipName, productPlace } from './productLogic.ts';

/** A product page (`product/:id`): gallery, data, add to wishlist, download all images. Missing → notFound. */
export function ProductScreen() {
  const id = useParams().id ?? '';
  const product = useQuery(productQuery(id));
  // A product outside the account's ranges (403): said plainly, with whom to ask, instead of "could not load".
  if (isForbidden(product.error)) return <OutsideRanges code={id} />;
  return (
    <QueryState query={product} loadingLabel="Loading the product" errorTitle="We could not load this product">
      {(loaded) => <ProductPage key={loaded.id} product={loaded} />}
    </QueryState>
  );
}

/**
 * What a restricted customer sees of a product outside their ranges: its code (from the link they followed) and no
 * more, the ranges they do see and whom to ask (docs/decisions/restricted-buyers.md).
 */
function OutsideRanges({ code }: { code: string }) {
  const { routes } = useScreenEnvironment();
  const access = useQuery(accessQuery).data;
  return (
    <Stack gap="md" align="start">
      <Heading level={1}>This product is not in your ranges</Heading>
      <Text>Product {code} is not in the ranges your account shows, so its details are not available to you.</Text>
      {access && <AccessNote access={access} />}
      <Link href={routes.catalog()}>Browse the ranges you can see</Link>
    </Stack>
  );
}

function ProductPage({ product }: { product: Product }) {
  return (
    <Stack gap="xl">
      <ProductBreadcrumbs product={product} />
      <Columns widths={[5, 6]} collapseBelow="desktop" gap="xl" alignY="stretch">
        <Gallery product={product} />
        <Stack gap="lg">
          <Stack gap="xs">
            <Heading level={1}>{product.title}</Heading>
            {/* The variant's own code: the one buyers quote (every variant shares the parent code). */}
            <Text tone="muted">Code {product.id}</Text>
          </Stack>
          <ProductActions product={product} />
          {product.description && <Text>{product.description}</Text>}
          <ProductFacts product={product} />
        </Stack>
      </Columns>
      <ProductLists product={product} />
    </Stack>
  );
}

/** Category › sub-category › product, from the category tree the navigation already loaded. */
function ProductBreadcrumbs({ product }: { product: Product }) {
  const { routes } = useScreenEnvironment();
  const tree = useQuery(categoriesQuery).data;
  const place = tree && productPlace(product.categories, tree);
  if (!place) return null;
  const { category, sub } = place;
  const items = [
    { id: `category-${category.id}`, label: category.title, href: routes.category(category.id) },
    ...(sub ? [{ id: `sub-${sub.id}`, label: sub.title, href: routes.category(category.id, sub.id) }] : []),
    { id: 'product', label: product.title },
  ];
  return <Breadcrumbs items={items} />;
}

/** The picture on show and a thumbnail button for each picture. */
function Gallery({ product }: { product: Product }) {
  const [shown, setShown] = useState(0);
  const images = product.images;
  const current = images[shown];
  return (
    <section aria-label="Images" className={styles.gallery}>
      <div className={styles.mainImage}>
        <LazyImage
          src={current?.url}
          alt={images.length > 0 ? `${product.title}, ${imagePositionLabel(shown, images.length).toLowerCase()}` : ''}
          eager
          aspectRatio={1}
          fit="contain"
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbnails}>
          {images.map((image, index) => (
            <li key={image.id}>
              <Button
                variant="ghost"
                size="sm"
                aria-label={imagePositionLabel(index, images.length)}
                aria-pressed={index === shown}
                onPress={() => setShown(index)}
              >
                <LazyImage src={thumbnailUrl(image.url)} alt="" width={64} height={64} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProductActions({ product }: { product: Product }) {
  const report = useReportFailure();
  const download = useMutation({ mutationFn: () => downloadProductImages(product.id) });
  const downloadAll = () =>
    download.mutate(undefined, {
      onSuccess: (zip) => saveFile(zip, imagesZipName(product.id)),
      onError: report,
    });
  return (
    <Inline gap="sm" alignY="center">
      <WishlistAction product={product} />
      {product.images.length > 0 && (
        <Button
          variant="secondary"
          onPress={downloadAll}
          isPending={download.isPending}
          pendingLabel="Preparing the zip"
        >
          <Icon name="download" />
          Download all images
        </Button>
      )}
    </Inline>
  );
}

/**
 * "Add to wishlist" until the product is on the wishlist, then how many pieces are on it and a link there: pressing
 * Add again would quietly add one more piece (the server's rule), so the page offers the wishlist's field instead.
 * Added here, the button keeps the focus and says so, with Undo the next Tab stop; Undo gives the focus back to Add.
 */
function WishlistAction({ product }: { product: Product }) {
  const { routes } = useScreenEnvironment();
  const toast = useToast();
  const report = useReportFailure();
  const addToWishlist = useAddToWishlist();
  const removeFromWishlist = useRemoveFromWishlist();
  const wishlist = useQuery(wishlistQuery);
  const addButton = useRef<HTMLButtonElement>(null);
  const [added, setAdded] = useState<WishlistItem | null>(null);
  const addGuard = useSendGuard();
  const undoGuard = useSendGuard();
  const entry = wishlist.data?.find((item) => item.product.id === product.id);
  if (entry && !added) {
    return (
      <Inline gap="sm" alignY="center">
        <Text weight="bold">
          <Icon name="star" /> On your wishlist: {piecesText(entry.qty)}
        </Text>
        <Link href={routes.wishlist()}>Change on your wishlist</Link>
      </Inline>
    );
  }
  // The toast announces it; the button, still focused, says it too.
  const add = () =>
    addGuard(() =>
      addToWishlist.mutateAsync(product.id).then((item) => {
        setAdded(item);
        toast.show({ variant: 'success', message: `${product.title} was added to your wishlist.` });
      }, report),
    );
  const undo = (item: WishlistItem) =>
    undoGuard(() =>
      removeFromWishlist.mutateAsync(item).then(() => {
        setAdded(null);
        addButton.current?.focus();
      }, report),
    );
  return (
    <Inline gap="sm" alignY="center">
      {/* One button throughout, so the focus stays on it when it says the product was added. */}
      <NativeButton
        ref={addButton}
        onClick={added ? undefined : add}
        // Until the wishlist is known, a press could add a second piece of a product already on it.
        disabled={wishlist.isPending}
        aria-disabled={added ? true : undefined}
        isPending={addToWishlist.isPending}
        pendingLabel="Adding to wishlist"
      >
        <Icon name={added ? 'check' : 'star'} />
        {added ? 'Added to your wishlist' : 'Add to wishlist'}
      </NativeButton>
      {added && (
        <>
          <NativeButton
            variant="secondary"
            aria-label={`Undo adding ${product.title}`}
            isPending={removeFromWishlist.isPending}
            onClick={() => undo(added)}
          >
            Undo
          </NativeButton>
          <Link href={routes.wishlist()}>Change on your wishlist</Link>
        </>
      )}
    </Inline>
  );
}

/** Measures: dimensions (H × W × L in metres), weights, volume. Unknown values are left out. */
function ProductFacts({ product }: { product: Product }) {
  const facts: [string, string | null][] = [
    ['Parent code', product.parent_code],
    ['Dimensions', formatDimensions(product) ?? product.product_dimensions],
    ['Net weight', formatMeasure(product.weight_net, 'kg')],
    ['Gross weight', formatMeasure(product.weight_gross, 'kg')],
    ['Volume', formatMeasure(product.volume, 'm³')],
  ];
  const shown = facts.flatMap(([term, value]) => (value === null ? [] : [{ term, description: value }]));
  return <DescriptionList layout="tiles" minItemWidth={180} items={shown} />;
}

/** Components, variants, filters and categories, each only when the product has some. */
function ProductLists({ product }: { product: Product }) {
  const { routes } = useScreenEnvironment();
  return (
    <Tiles minItemWidth={240} gap="xl">
      {product.components.length > 0 && (
        <ListSection title="Components">
          {product.components.map((component) => (
            <li key={component.id}>
              {component.title} × {component.qty}
            </li>
          ))}
        </ListSection>
      )}
      {product.variants.length > 0 && (
        <ListSection title="Variants">
          {product.variants.map((variant) => (
            <li key={variant.id} className={styles.variant}>
              <LazyImage src={variant.img && thumbnailUrl(variant.img)} alt="" width={48} height={48} />
              <Stack gap="xxs">
                <Link href={routes.product(variant.id)} variant="standalone">
                  {variant.title}
                </Link>
                {/* Variants often share a title; their codes tell them apart. */}
                <Text size="sm" tone="muted">
                  {variant.id}
                </Text>
              </Stack>
            </li>
          ))}
        </ListSection>
      )}
      {product.filter.length > 0 && (
        <ListSection title="Filters">
          {product.filter.map((value) => (
            <li key={`${value.filter_id}-${value.choice_id}`}>
              <strong>{value.filter_title}:</strong> {value.choice_title}
            </li>
          ))}
        </ListSection>
      )}
      {product.categories.length > 0 && (
        <ListSection title="Categories">
          {product.categories.map((category) => (
            <li key={category.id}>
              <Link href={routes.category(category.id)} variant="standalone">
                {category.title}
              </Link>
            </li>
          ))}
        </ListSection>
      )}
    </Tiles>
  );
}

function ListSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Stack gap="sm">
        <Heading level={2} size="sm">
          {title}
        </Heading>
        <ul className={styles.list}>{children}</ul>
      </Stack>
    </section>
  );
}
