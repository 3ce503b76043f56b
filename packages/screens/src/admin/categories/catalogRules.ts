// The catalogue rules the admin pages show (spec §2, §9): the customer's nav chips are the first 8 categories.
export { navCategoryCount as navChipCount } from '../../catalog/index.ts';
