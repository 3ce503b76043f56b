// A TypeScript site with `skipLibCheck: false`: the package's declarations must check, and they must catch a typo.
import { Badge, ChipInput, DataTable, type DataTableColumn, Select } from '@factory/ui';
import { brandTokens, vars } from '@factory/ui/tokens';

interface Product {
  id: number;
  name: string;
}

const columns: DataTableColumn<Product>[] = [{ key: 'name', header: 'Name', sortable: true }];
// @ts-expect-error a column key must be a property of the row
const typo: DataTableColumn<Product> = { key: 'nmae', header: 'Name' };

export const page = (
  <main className="site" style={{ color: vars.color.text, background: brandTokens.color.surface }}>
    <Badge count={3} className="site-badge">
      <a href="/cart">Cart</a>
    </Badge>
    <ChipInput label="Categories" options={[{ id: 1, value: 'Dragons' }]} style={{ maxWidth: 480 }} />
    <Select label="Size" items={[{ id: 's', label: 'Small' }]} />
    <DataTable label="Products" columns={[...columns, typo]} rows={[{ id: 1, name: 'Lantern' }]} />
  </main>
);
