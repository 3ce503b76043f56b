// What an access type grants, in words a staff member reads at a glance. Pure, so it is unit-tested.
import type { Category, PatDefault } from '@factory/api';
import { categoryEntries } from '../../shared/categoryTree.ts';

/** Every category of the tree, each parent before its children, with its parent's title. */
interface CategoryChoice {
  id: number;
  title: string;
  parentTitle: string | null;
}

export const categoryChoices = (tree: readonly Category[]): CategoryChoice[] =>
  categoryEntries(tree).map(({ category, trail }) => ({
    id: category.id,
    title: category.title,
    parentTitle: trail.at(-2) ?? null,
  }));

/** "Sees 3 categories: Figures, Dinosaurs and Props" — or that it sees nothing. */
export function grantSummary(categoryIds: readonly number[], choices: readonly CategoryChoice[]): string {
  const titles = categoryIds.map((id) => choices.find((c) => c.id === id)?.title ?? `Category ${id}`);
  if (titles.length === 0) return 'Sees no products (no categories)';
  const list = titles.length === 1 ? titles[0] : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
  return `Sees ${titles.length} ${titles.length === 1 ? 'category' : 'categories'}: ${list}`;
}

/** Who gets an access type unless set otherwise: "Area Europe", "Company Acme Ltd", or everyone. */
export function defaultTarget(
  row: Pick<PatDefault, 'area_id' | 'company_id'>,
  areaTitle: (id: number) => string | undefined,
  companyTitle: (id: number) => string | undefined,
): string {
  const parts: string[] = [];
  if (row.area_id !== null) parts.push(`Area ${areaTitle(row.area_id) ?? row.area_id}`);
  if (row.company_id !== null) parts.push(`Company ${companyTitle(row.company_id) ?? row.company_id}`);
  return parts.length === 0 ? 'Every new customer' : parts.join(', ');
}
