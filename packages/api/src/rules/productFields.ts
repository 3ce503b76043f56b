// A product's own fields and their limits, written once: the admin's product form, the verification form and the
// server's stand-in all read them, so a value one accepts the others accept. The spec gives no limits (§5: "any other
// rule is not shown"); each is the reference server's: texts are Laravel's `string` (255) unless a description,
// the id code is the products table's key (50), and each measure's ceiling is a size no piece the factory ships
// reaches (a 10,000 cm side, 100 t, 1,000 m³).
import type { Product } from '../schemas/catalog.ts';

/** The limits of a product's own fields, in the rule grammar; whether one is required depends on the form. */
export const productFieldLimits = {
  parent_code: 'max:255',
  title: 'max:255',
  description: 'max:5000',
  volume: 'numeric|min:0|max:1000',
  weight_net: 'numeric|min:0|max:100000',
  weight_gross: 'numeric|min:0|max:100000',
  dimension_length: 'numeric|min:0|max:10000',
  dimension_width: 'numeric|min:0|max:10000',
  dimension_height: 'numeric|min:0|max:10000',
} as const satisfies Record<string, string>;

export type ProductFieldName = keyof typeof productFieldLimits;

/** A product's own fields, in the forms' order. */
export const productFieldNames = Object.keys(productFieldLimits) as ProductFieldName[];

/** The fields that hold a measure (a number, or null while unknown): those whose limits are numeric. */
export type ProductMeasure = {
  [Name in ProductFieldName]: (typeof productFieldLimits)[Name] extends `numeric${string}` ? Name : never;
}[ProductFieldName];

export const productMeasures = productFieldNames.filter((name) =>
  productFieldLimits[name].startsWith('numeric'),
) as ProductMeasure[];

/** Each measure of `source`, read by `read` (a typed value to a number or null). */
export const measuresFrom = <Source extends Partial<Record<ProductMeasure, unknown>>>(
  source: Source,
  read: (value: Source[ProductMeasure]) => number | null,
) =>
  Object.fromEntries(productMeasures.map((name) => [name, read(source[name])])) as Record<
    ProductMeasure,
    number | null
  >;

/** Every measure unknown, as a product no one has measured yet. */
export const unknownMeasures = () =>
  Object.fromEntries(productMeasures.map((name) => [name, null])) as Record<ProductMeasure, null>;

/** A product's own fields as staff or an invited person type them (the admin's input and the verification's info). */
export type ProductFields = Pick<Product, ProductFieldName>;

/** The product id code's limit (the admin's `id`, the verification's `product_id`), required where it is. */
const productIdLimit = 'max:50';
const productIdRules = `required|${productIdLimit}`;

function requiring(names: readonly ProductFieldName[]): Record<ProductFieldName, string> {
  const entries = Object.entries(productFieldLimits).map(([name, limits]) => [
    name,
    names.includes(name as ProductFieldName) ? `required|${limits}` : limits,
  ]);
  return Object.fromEntries(entries) as Record<ProductFieldName, string>;
}

/** The admin's product: its code and title are required, the rest may wait. */
export const productRules: Record<'id' | ProductFieldName, string> = {
  id: productIdRules,
  ...requiring(['parent_code', 'title']),
};

/** The verification's information: every field but the gross weight (spec §5's Save rule). */
export const verificationInfoRules: Record<'product_id' | ProductFieldName, string> = {
  product_id: productIdRules,
  ...requiring([
    'parent_code',
    'title',
    'description',
    'volume',
    'weight_net',
    'dimension_length',
    'dimension_width',
    'dimension_height',
  ]),
};

/** A new product's verification link: a title, and the code and parent code when already known. */
export const newProductLinkRules: Record<'title' | 'product_id' | 'parent_code', string> = {
  title: `required|${productFieldLimits.title}`,
  product_id: productIdLimit,
  parent_code: productFieldLimits.parent_code,
};
