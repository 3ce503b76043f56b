import { getCustomerAccount, type Product } from '@factory/api';
import {
  Alert,
  Button,
  DescriptionList,
  Heading,
  Inline,
  NumberField,
  Select,
  Spinner,
  Stack,
  Text,
  TextField,
  Tiles,
  vars,
} from '@factory/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { allCustomersQuery, productsQuery } from '../../../queries/index.ts';
import {
  ErrorState,
  formatMeasure,
  formatNumber,
  formatPercent,
  loadTexts,
  QueryState,
} from '../../../shared/index.ts';
import { useSendGuard } from '../../../shared/sendGuard.ts';
import * as styles from '../shared/analysis.css.ts';
import { ChartWithTable } from '../shared/ChartWithTable.tsx';
import { addLine, type CargoLine, type ContainerLoad, cargoTotals, containerLoads } from './cargo.ts';

const lineOf = (product: Product, qty: number): CargoLine => ({
  productId: product.id,
  title: product.title,
  qty,
  volume: product.volume,
  weightGross: product.weight_gross,
});

// Fixed decimals, so the figures of a column line up.
const volume = (m3: number | null) => formatMeasure(m3, 'm³', { decimals: 2 }) ?? 'Not recorded';
const weight = (kg: number | null) => formatMeasure(kg, 'kg', { decimals: 1 }) ?? 'Not recorded';

/** Search the catalogue and add products with a quantity. */
function ProductPicker({ onAdd }: { onAdd: (product: Product) => void }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const results = useQuery({ ...productsQuery({ q: search ?? '', perPage: 10 }), enabled: search !== null });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim());
  };
  return (
    <Stack gap="md">
      <Heading level={2}>Choose products</Heading>
      <form aria-label="Product search" onSubmit={submit}>
        <Inline gap="sm" alignY="end">
          <TextField label="Search products" value={text} onChange={setText} placeholder="e.g. dinosaur" />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </Inline>
      </form>
      {search !== null &&
        (results.isPending ? (
          <Spinner label="Searching the products" showLabel />
        ) : results.isError ? (
          <ErrorState
            title="We could not search the products"
            error={results.error}
            onRetry={results.refetch}
            isRetrying={results.isFetching}
          />
        ) : results.data.items.length === 0 ? (
          <Text>{`No products match “${search}”.`}</Text>
        ) : (
          <ul className={styles.resultList} aria-label="Products found">
            {results.data.items.map((product) => (
              <li key={product.id} className={styles.resultItem}>
                <span>
                  <strong>{product.title}</strong>
                  <br />
                  <Text as="span" tone="muted" size="sm">
                    {`${product.id} · ${volume(product.volume)} · ${weight(product.weight_gross)}`}
                  </Text>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => onAdd(product)}
                  aria-label={`Add ${product.title}`}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </Stack>
  );
}

/** Pick a customer and load the products and quantities of their wishlist. */
function WishlistPicker({ onLoad }: { onLoad: (customerName: string, lines: CargoLine[]) => void }) {
  const customers = useQuery({ ...allCustomersQuery, select: (page) => page.items });
  const [customerId, setCustomerId] = useState<number | null>(null);
  const guard = useSendGuard();
  const load = useMutation({
    // The customer account's read-only view carries its wishlist.
    mutationFn: (id: number) => getCustomerAccount(id).then((account) => account.wishlist),
    onSuccess: (items, id) => {
      const name = customers.data?.find((c) => c.id === id)?.name ?? 'the customer';
      onLoad(
        name,
        items.map((item) => lineOf(item.product, item.qty)),
      );
    },
  });
  return (
    <Stack gap="md">
      <Heading level={2}>Or load a customer's wishlist</Heading>
      <QueryState query={customers} {...loadTexts('the customers')}>
        {(list) => (
          <Inline gap="sm" alignY="end">
            <Select
              label="Customer"
              items={list.map((c) => ({ id: c.id, label: c.name }))}
              displayLength={6}
              selectedKey={customerId}
              onSelectionChange={(key) => setCustomerId(key === null ? null : Number(key))}
            />
            <Button
              variant="secondary"
              isDisabled={customerId === null}
              isPending={load.isPending}
              pendingLabel="Loading the wishlist"
              onPress={() => {
                if (customerId !== null) void guard(() => load.mutateAsync(customerId)).catch(() => undefined);
              }}
            >
              Load wishlist
            </Button>
          </Inline>
        )}
      </QueryState>
      {load.isError && (
        <ErrorState
          title="We could not load the wishlist"
          error={load.error}
          onRetry={() => {
            if (customerId !== null) void guard(() => load.mutateAsync(customerId)).catch(() => undefined);
          }}
          isRetrying={load.isPending}
        />
      )}
    </Stack>
  );
}

const limitText = (load: ContainerLoad) =>
  load.limitedBy === 'weight' ? 'Payload' : load.limitedBy === 'volume' ? 'Volume' : '—';

function Containers({ lines }: { lines: CargoLine[] }) {
  const totals = cargoTotals(lines);
  const loads = containerLoads(totals);
  const overPayload = loads.filter((l) => l.limitedBy === 'weight');
  return (
    <Stack gap="lg">
      <Heading level={2}>Totals</Heading>
      <DescriptionList
        layout="tiles"
        items={[
          { term: 'Units counted', description: formatNumber(totals.units) },
          { term: 'Total volume', description: volume(totals.volume) },
          { term: 'Total gross weight', description: weight(totals.weight) },
        ]}
      />
      {totals.incomplete.length > 0 && (
        <Alert variant="warning" title="Not counted: measures missing">
          {`${totals.incomplete.map((l) => `${l.title} (${l.volume === null ? 'volume' : 'gross weight'} not recorded)`).join('; ')}. Record the measures on the product to count it.`}
        </Alert>
      )}
      {overPayload.map((load) => (
        <Alert key={load.container.id} variant="info" title={`${load.container.name}: over payload`}>
          {`The weight needs ${load.byWeight} containers though the volume fits in ${load.byVolume}: the ${formatMeasure(load.container.payload, 'kg')} payload limit decides.`}
        </Alert>
      ))}
      <ChartWithTable
        title="Containers needed"
        description={
          <Text tone="muted">
            Standard dry containers: 20 ft 33.2 m³ inner volume, 28,200 kg payload; 40 ft 67.7 m³, 26,700 kg; 40 ft HC
            (high cube) 76.3 m³, 26,500 kg. Only volume and weight are counted, not the goods' shapes, so more
            containers may be needed. The chart shows how full the containers are.
          </Text>
        }
        rows={loads}
        rowHeader={{ header: 'Container', cell: (l) => l.container.name }}
        columns={[
          { header: 'Inner volume', numeric: true, cell: (l) => formatMeasure(l.container.volume, 'm³') },
          { header: 'Payload', numeric: true, cell: (l) => formatMeasure(l.container.payload, 'kg') },
          { header: 'Containers', numeric: true, cell: (l) => formatNumber(l.count) },
          { header: 'Volume used', numeric: true, cell: (l) => formatPercent(l.volumeFill) },
          { header: 'Payload used', numeric: true, cell: (l) => formatPercent(l.weightFill) },
          { header: 'Limited by', cell: limitText },
        ]}
        chart={{
          rows: loads.map((l) => ({ label: l.container.name, volume: l.volumeFill, weight: l.weightFill })),
          series: [
            { key: 'volume', name: 'Volume used', color: vars.color.brand },
            { key: 'weight', name: 'Payload used', color: vars.color.accent },
          ],
          format: (share) => formatPercent(share).replace('.0 %', ' %'),
          max: 1,
        }}
        emptyText="Nothing to ship yet."
      />
    </Stack>
  );
}

function Lines({
  lines,
  onQty,
  onRemove,
}: {
  lines: CargoLine[];
  onQty: (productId: string, qty: number) => void;
  onRemove: (productId: string) => void;
}) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>Products to ship</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              Product
            </th>
            <th scope="col" className={styles.headerCell}>
              Quantity
            </th>
            <th scope="col" className={styles.numberHeader}>
              Volume per unit
            </th>
            <th scope="col" className={styles.numberHeader}>
              Gross weight per unit
            </th>
            <th scope="col" className={styles.headerCell}>
              <span className={styles.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.productId}>
              <th scope="row" className={styles.nameCell}>
                {line.title}
                <br />
                <Text as="span" tone="muted" size="sm">
                  {line.productId}
                </Text>
              </th>
              <td className={styles.cell}>
                <div className={styles.qty}>
                  <NumberField
                    label={`Quantity of ${line.title}`}
                    isLabelHidden
                    minValue={1}
                    maxValue={9999}
                    value={line.qty}
                    onChange={(qty) => {
                      if (Number.isFinite(qty) && qty >= 1) onQty(line.productId, Math.round(qty));
                    }}
                  />
                </div>
              </td>
              <td className={styles.numberCell}>{volume(line.volume)}</td>
              <td className={styles.numberCell}>{weight(line.weightGross)}</td>
              <td className={styles.cell}>
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => onRemove(line.productId)}
                  aria-label={`Remove ${line.title}`}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/admin/analysis/cargo`: container loading. Products chosen by search with quantities, or a customer's wishlist;
 * their total volume and gross weight against 20 ft, 40 ft and 40 ft HC containers — how many, how full.
 */
export function CargoAnalysisScreen() {
  const [lines, setLines] = useState<CargoLine[]>([]);
  const [source, setSource] = useState<string | null>(null);
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Cargo analysis</Heading>
        <Text tone="muted">How many shipping containers an order fills, by total volume and gross weight.</Text>
      </Stack>
      <Tiles columns={{ mobile: 1, desktop: 2 }} gap="xl" alignY="start">
        <ProductPicker
          onAdd={(product) => {
            setLines((current) => addLine(current, lineOf(product, 1)));
          }}
        />
        <WishlistPicker
          onLoad={(name, loaded) => {
            setLines(loaded);
            setSource(`${name}'s wishlist: ${loaded.length} ${loaded.length === 1 ? 'product' : 'products'} loaded.`);
          }}
        />
      </Tiles>
      <div role="status">{source && <Text>{source}</Text>}</div>
      {lines.length === 0 ? (
        <Text>Add products or load a wishlist to see the containers needed.</Text>
      ) : (
        <Stack gap="xl">
          <Lines
            lines={lines}
            onQty={(productId, qty) =>
              setLines((current) => current.map((l) => (l.productId === productId ? { ...l, qty } : l)))
            }
            onRemove={(productId) => setLines((current) => current.filter((l) => l.productId !== productId))}
          />
          <Containers lines={lines} />
        </Stack>
      )}
    </Stack>
  );
}
