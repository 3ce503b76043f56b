// Checked by the type checker (`npm run typecheck`): each @ts-expect-error must meet an error, or the check fails.
import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './dataTableTypes.ts';

interface Product {
  name: string;
  price: number;
}

describe('DataTableColumn', () => {
  it("takes a field column's key from the row's properties only", () => {
    const columns: DataTableColumn<Product>[] = [
      { key: 'name', header: 'Name', sortable: true },
      { key: 'price', header: 'Price', cell: (row) => row.price.toFixed(2) },
      // A computed column has an id of its own and draws its cell from the row.
      { key: 'actions', header: 'Actions', cell: (row) => `Edit ${row.name}` },
    ];
    // @ts-expect-error 'nmae' is not a property of Product
    const typo: DataTableColumn<Product> = { key: 'nmae', header: 'Name' };
    // @ts-expect-error a computed column has no value to sort by
    const sortedComputed: DataTableColumn<Product> = { key: 'total', header: 'Total', sortable: true, cell: () => '' };
    expect([...columns, typo, sortedComputed].map((column) => column.key)).toEqual([
      'name',
      'price',
      'actions',
      'nmae',
      'total',
    ]);
  });
});
