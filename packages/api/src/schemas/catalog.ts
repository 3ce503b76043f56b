// The catalogue: categories, products, filters, wishlist, and temp products of the verification flow (spec §3).
import * as z from 'zod/mini';
import { idSchema, nullableNumber, nullableText, timestamp, zeroOrOne } from './common.ts';

/** A category as products and temp products reference it. */
const categoryRefSchema = z.object({ id: idSchema, title: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export interface Category {
  id: number;
  title: string;
  description: string | null;
  parent_id: number | null;
  /** File-manager id of the cover image. */
  file_id: number | null;
  /** Optional HTML shown on the cover instead of the plain title; sanitise before rendering. */
  cover_html: string | null;
  /** URL of the cover image (from `file_id`). */
  img: string | null;
  sub_categories: Category[];
  /** File-manager id of the banner image. */
  banner_file_id: number | null;
  /** URL of the banner image (from `banner_file_id`). */
  banner_img: string | null;
}

export const categorySchema: z.ZodMiniType<Category> = z.object({
  id: idSchema,
  title: z.string(),
  description: nullableText,
  parent_id: z.nullable(idSchema),
  file_id: z.nullable(idSchema),
  cover_html: nullableText,
  img: nullableText,
  get sub_categories() {
    return z.array(categorySchema);
  },
  banner_file_id: z.nullable(idSchema),
  banner_img: nullableText,
});

/** Products are keyed by their id code (text), not an auto-increment number. */
export const productIdSchema = z.string();
export type ProductId = z.infer<typeof productIdSchema>;

/** A product or temp-product image: its id and the URL of the full-size file. */
export const productImageSchema = z.object({ id: idSchema, url: z.string() });
export type ProductImage = z.infer<typeof productImageSchema>;

/** Designed: one component of a product (e.g. a motor of an animatronic), with how many it has. */
const productComponentSchema = z.object({ id: idSchema, title: z.string(), qty: z.number() });

/** Designed: a filter choice set on a product (`/api/product-filter/{productId}/{filterId}/{choiceId}`). */
export const productFilterValueSchema = z.object({
  filter_id: idSchema,
  filter_title: z.string(),
  choice_id: idSchema,
  choice_title: z.string(),
});
export type ProductFilterValue = z.infer<typeof productFilterValueSchema>;

/** Designed: another product of the same parent code (a colour or size of the same piece). */
const productVariantSchema = z.object({
  id: productIdSchema,
  title: z.string(),
  img: nullableText,
});

/** Dimensions in centimetres, weights in kilograms, volume in cubic metres (designed units). */
const measuresShape = {
  volume: nullableNumber,
  weight_net: nullableNumber,
  weight_gross: nullableNumber,
  dimension_length: nullableNumber,
  dimension_width: nullableNumber,
  dimension_height: nullableNumber,
};

export const productSchema = z.object({
  /** The product id code, typed by staff; spaces became hyphens on creation (spec §5), e.g. `FG-DINO-001`. */
  id: productIdSchema,
  parent_code: z.string(),
  title: z.string(),
  description: nullableText,
  ...measuresShape,
  /** Designed: the dimensions as one display text, e.g. `120 x 80 x 200 cm`. */
  product_dimensions: nullableText,
  categories: z.array(categoryRefSchema),
  components: z.array(productComponentSchema),
  images: z.array(productImageSchema),
  filter: z.array(productFilterValueSchema),
  variants: z.array(productVariantSchema),
  is_locked: zeroOrOne,
  /** Designed: the access types whose customers may not wishlist it (`PUT /api/nonwishlist/{a}/{b}/{c}`). */
  non_wishlist: z.optional(z.array(idSchema)),
  created_at: z.optional(timestamp),
});
export type Product = z.infer<typeof productSchema>;

/** The data of a new product an invited person completes in the verification flow (spec §3). */
export const tempProductSchema = z.object({
  id: idSchema,
  /** The id code the product will have; spaces are replaced with hyphens on creation (spec §5). */
  product_id: productIdSchema,
  parent_code: z.string(),
  title: z.string(),
  description: nullableText,
  ...measuresShape,
  /** 1 once locked: a locked temp product shows a warning and cannot be saved (spec §4). */
  is_locked: zeroOrOne,
  categories: z.array(categoryRefSchema),
  images: z.array(productImageSchema),
  /** Designed: when the data was submitted (the link is then done); null or absent before. */
  verified_at: z.optional(z.nullable(timestamp)),
});
export type TempProduct = z.infer<typeof tempProductSchema>;

export const wishlistItemSchema = z.object({ id: idSchema, product: productSchema, qty: z.number() });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** Designed: one choice of a filter (e.g. "Outdoor" of filter "Placement"). */
const filterChoiceSchema = z.object({ id: idSchema, filter_id: idSchema, title: z.string() });
export type FilterChoice = z.infer<typeof filterChoiceSchema>;

export const filterSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: nullableText,
  choices: z.array(filterChoiceSchema),
});
export type Filter = z.infer<typeof filterSchema>;

/** Designed: how many products of a list have one filter choice, or are in one sub-category. */
const facetCountSchema = z.object({ id: idSchema, title: z.string(), count: z.number() });
export type FacetCount = z.infer<typeof facetCountSchema>;

/**
 * Designed: one step of the height filter, in centimetres: how many products of the list (every filter choice
 * applied) stand at least `height` tall within the chosen `max_height`, and at most `height` tall from the chosen
 * `min_height`. A product without a height counts in neither.
 */
const heightStepSchema = z.object({ height: z.number(), at_least: z.number(), at_most: z.number() });
export type HeightStep = z.infer<typeof heightStepSchema>;

/**
 * Designed: the facets of a product list (`GET /api/product?facets=1`). `filters` in the admin's order, each choice
 * counted over the list with every other filter's choices (and the height range) applied (so choosing widens within
 * a filter); `sub_categories`: the sub-categories of `category_id`, counted with the choices and the height range
 * applied (empty without one); `height_steps`: the height filter's steps, lowest first.
 */
export const productFacetsSchema = z.object({
  filters: z.array(z.object({ id: idSchema, title: z.string(), choices: z.array(facetCountSchema) })),
  sub_categories: z.array(facetCountSchema),
  height_steps: z.array(heightStepSchema),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** Designed: a search's extra answer on `GET /api/product?q=`: the words of the page's products the search matched. */
export const productSearchInfoSchema = z.object({ matched_words: z.array(z.string()) });

/** Designed: one suggestion of the header's search (`GET /api/product/suggestions`). */
const productSuggestionSchema = z.object({ id: productIdSchema, title: z.string(), img: nullableText });

/**
 * Designed: the header search's suggestions: products and categories, best first; `nearest` when none holds every
 * word and these are the closest (any word, typos forgiven).
 */
export const productSuggestionsSchema = z.object({
  products: z.array(productSuggestionSchema),
  categories: z.array(categoryRefSchema),
  matched_words: z.array(z.string()),
  nearest: z.boolean(),
});
export type ProductSuggestions = z.infer<typeof productSuggestionsSchema>;
