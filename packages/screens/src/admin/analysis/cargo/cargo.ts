// Container loading by volume and gross weight: pure arithmetic, no React.

/** A shipping container's inside: what it holds by volume and by weight. */
interface ContainerType {
  id: '20ft' | '40ft' | '40ft-hc';
  name: string;
  /** Inner volume in cubic metres. */
  volume: number;
  /** Maximum payload (cargo weight) in kilograms. */
  payload: number;
}

/**
 * Standard ISO dry containers (typical carrier figures, see docs/decisions.md): 20 ft 33.2 m³ / 28,200 kg,
 * 40 ft 67.7 m³ / 26,700 kg, 40 ft high cube 76.3 m³ / 26,500 kg.
 */
export const containerTypes: readonly ContainerType[] = [
  { id: '20ft', name: '20 ft', volume: 33.2, payload: 28_200 },
  { id: '40ft', name: '40 ft', volume: 67.7, payload: 26_700 },
  { id: '40ft-hc', name: '40 ft HC', volume: 76.3, payload: 26_500 },
];

/** One product to ship: its measures per unit (cubic metres, kilograms; `null` when not recorded) and how many. */
export interface CargoLine {
  productId: string;
  title: string;
  qty: number;
  volume: number | null;
  weightGross: number | null;
}

interface CargoTotals {
  /** Cubic metres of the lines with both measures. */
  volume: number;
  /** Kilograms of the lines with both measures. */
  weight: number;
  /** How many units were counted. */
  units: number;
  /** Lines left out because their volume or gross weight is not recorded. */
  incomplete: CargoLine[];
}

/** Rounds away the floating-point dust of sums (0.1 + 0.2), to a millionth. */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/** Sums volume and gross weight over the lines; a line without either measure is not counted but listed. */
export function cargoTotals(lines: readonly CargoLine[]): CargoTotals {
  let volume = 0;
  let weight = 0;
  let units = 0;
  const incomplete: CargoLine[] = [];
  for (const line of lines) {
    if (line.qty <= 0) continue;
    if (line.volume === null || line.weightGross === null) {
      incomplete.push(line);
      continue;
    }
    volume += line.volume * line.qty;
    weight += line.weightGross * line.qty;
    units += line.qty;
  }
  return { volume: tidy(volume), weight: tidy(weight), units, incomplete };
}

export interface ContainerLoad {
  container: ContainerType;
  /** Containers needed: enough for both the volume and the weight. 0 when there is nothing to ship. */
  count: number;
  /** Containers the volume alone needs, and the weight alone. */
  byVolume: number;
  byWeight: number;
  /** Which limit decides the count (`weight` when the payload needs more containers than the volume). */
  limitedBy: 'volume' | 'weight' | null;
  /** How full the containers are on average, 0–1: the cargo's share of their total volume and payload. */
  volumeFill: number;
  weightFill: number;
}

const containersFor = (amount: number, capacity: number) => (amount <= 0 ? 0 : Math.ceil(tidy(amount / capacity)));

/**
 * How many containers of a type carry the totals, and how full they are. Volume and weight are the only limits
 * (the goods' shapes and stacking are not considered), so the count is a lower bound.
 */
export function containerLoad(totals: Pick<CargoTotals, 'volume' | 'weight'>, container: ContainerType): ContainerLoad {
  const byVolume = containersFor(totals.volume, container.volume);
  const byWeight = containersFor(totals.weight, container.payload);
  const count = Math.max(byVolume, byWeight);
  return {
    container,
    count,
    byVolume,
    byWeight,
    limitedBy: count === 0 ? null : byWeight > byVolume ? 'weight' : 'volume',
    volumeFill: count === 0 ? 0 : totals.volume / (count * container.volume),
    weightFill: count === 0 ? 0 : totals.weight / (count * container.payload),
  };
}

/** The load for every standard container type, in the order of `containerTypes`. */
export function containerLoads(totals: Pick<CargoTotals, 'volume' | 'weight'>): ContainerLoad[] {
  return containerTypes.map((container) => containerLoad(totals, container));
}

/** Adds a product to the lines, or raises its quantity when it is there already. */
export function addLine(lines: readonly CargoLine[], line: CargoLine): CargoLine[] {
  const existing = lines.find((l) => l.productId === line.productId);
  if (!existing) return [...lines, line];
  return lines.map((l) => (l.productId === line.productId ? { ...l, qty: l.qty + line.qty } : l));
}
