// The admin panel's areas: their groups, and the areas whose pages are not a resource's. A resource's area is its
// definition's (`resources/`, its `sidebar`); `adminAreas.gen.ts`, written by `npm run generate`, places both in
// sidebar order, so the permission catalogue lists every area without a hand-kept copy of the definitions.
// This module imports nothing that is generated: the generator reads it.
export const adminGroups = ['content', 'user', 'product', 'customer', 'report', 'data', 'others'] as const;
export type AdminGroup = (typeof adminGroups)[number];

/** The sidebar's group headings (spec §2: content, user, product, customer, report, data and analysis, others). */
export const adminGroupLabels: Record<AdminGroup, string> = {
  content: 'Content management',
  user: 'User management',
  product: 'Product management',
  customer: 'Customer management',
  report: 'Report management',
  data: 'Data and analysis management',
  others: 'Others',
};

/** What a user may do inside an area; each is an `action-{group}-{title}-{verb}` key. */
export const adminActions = ['view', 'create', 'edit', 'delete'] as const;
export type AdminAction = (typeof adminActions)[number];

export interface AdminArea {
  group: AdminGroup;
  title: string;
  /** The sidebar's label. */
  label: string;
}

/**
 * Where a resource's area stands in the sidebar: its group, its label (its definition's plural when left out) and
 * the area it comes before (the end of its group when left out).
 */
export interface SidebarPlace {
  group: AdminGroup;
  label?: string;
  before?: string;
}

/** The areas whose pages are not a list-and-record resource's: reports, tools, the catalogue's own pages. */
export const pageAreas = [
  { group: 'content', title: 'catalog', label: 'Catalog' },
  { group: 'content', title: 'operation-documents', label: 'Operation documents' },
  { group: 'user', title: 'permissions', label: 'Permissions' },
  { group: 'product', title: 'pat-defaults', label: 'Access type defaults' },
  { group: 'product', title: 'new-products', label: 'New products' },
  { group: 'product', title: 'new-products-images', label: 'New products: images' },
  { group: 'report', title: 'report-no-product-images', label: 'Products without images' },
  { group: 'data', title: 'data-recycle', label: 'Recycle bin' },
  { group: 'data', title: 'analysis-files', label: 'File analysis' },
  { group: 'data', title: 'analysis-cargo', label: 'Cargo analysis' },
  { group: 'others', title: 'dev-commands', label: 'Developer commands' },
  { group: 'others', title: 'files', label: 'File manager' },
  { group: 'others', title: 'icons', label: 'Icon manager' },
] as const satisfies readonly AdminArea[];

/**
 * Every area in sidebar order: groups in spec order, each group's page areas in their order, a resource's area
 * before the area its place names, else at its group's end (in the order given). Throws for a place that names an
 * area nobody defines, or a title defined twice.
 */
export function placeAreas(
  pages: readonly AdminArea[],
  resources: readonly { title: string; plural: string; sidebar: SidebarPlace }[],
): AdminArea[] {
  const titles = [...pages, ...resources].map(({ title }) => title);
  const twice = titles.find((title, index) => titles.indexOf(title) !== index);
  if (twice) throw new Error(`The admin area "${twice}" is defined twice`);
  const placed = adminGroups.flatMap((group) => {
    const order: AdminArea[] = pages.filter((area) => area.group === group);
    const own = resources
      .filter(({ sidebar }) => sidebar.group === group)
      .map(({ title, plural, sidebar }) => ({ area: { group, title, label: sidebar.label ?? plural }, sidebar }));
    order.push(...own.filter(({ sidebar }) => !sidebar.before).map(({ area }) => area));
    let waiting = own.filter(({ sidebar }) => sidebar.before);
    while (waiting.length > 0) {
      const ready = waiting.filter(({ sidebar }) => order.some(({ title }) => title === sidebar.before));
      if (ready.length === 0) break;
      for (const { area, sidebar } of ready)
        order.splice(
          order.findIndex(({ title }) => title === sidebar.before),
          0,
          area,
        );
      waiting = waiting.filter((entry) => !ready.includes(entry));
    }
    const lost = waiting[0];
    if (lost) throw new Error(`"${lost.area.title}" comes before "${lost.sidebar.before}", not an area of its group`);
    return order;
  });
  return placed;
}
