// Expected values worked by hand (kept in the comments), never by the code under test.
import { describe, expect, it } from 'vitest';
import { addLine, type CargoLine, cargoTotals, containerLoad, containerLoads, containerTypes } from './cargo.ts';

const line = (productId: string, qty: number, volume: number | null, weightGross: number | null): CargoLine => ({
  productId,
  title: productId,
  qty,
  volume,
  weightGross,
});

// A wishlist of five products, one without a gross weight.
const wishlist = [
  line('A', 4, 0.17, 5.4), //   0.68 m³,    21.6 kg
  line('B', 4, 61.54, 633.4), // 246.16 m³, 2,533.6 kg
  line('C', 1, 199.53, 4096.6), // 199.53 m³, 4,096.6 kg
  line('D', 2, 592.91, null), // not counted
  line('E', 6, 11.27, 348.9), //  67.62 m³, 2,093.4 kg
];

describe('cargoTotals', () => {
  it('sums volume × qty and gross weight × qty of the lines with both measures', () => {
    const totals = cargoTotals(wishlist);
    // 0.68 + 246.16 + 199.53 + 67.62 = 513.99; 21.6 + 2533.6 + 4096.6 + 2093.4 = 8745.2; 4 + 4 + 1 + 6 = 15.
    expect(totals.volume).toBe(513.99);
    expect(totals.weight).toBe(8745.2);
    expect(totals.units).toBe(15);
    expect(totals.incomplete.map((l) => l.productId)).toEqual(['D']);
  });

  it('ignores lines of quantity 0 and is empty for no lines', () => {
    expect(cargoTotals([line('A', 0, 1, 1)])).toEqual({ volume: 0, weight: 0, units: 0, incomplete: [] });
    expect(cargoTotals([])).toEqual({ volume: 0, weight: 0, units: 0, incomplete: [] });
  });
});

describe('the standard containers', () => {
  it('are 20 ft 33.2 m³ / 28,200 kg, 40 ft 67.7 m³ / 26,700 kg, 40 ft HC 76.3 m³ / 26,500 kg', () => {
    expect(containerTypes.map((c) => [c.name, c.volume, c.payload])).toEqual([
      ['20 ft', 33.2, 28200],
      ['40 ft', 67.7, 26700],
      ['40 ft HC', 76.3, 26500],
    ]);
  });
});

describe('containerLoads', () => {
  it('counts containers by volume when the volume needs more of them', () => {
    const [twenty, forty, highCube] = containerLoads({ volume: 513.99, weight: 8745.2 });
    // 20 ft: 513.99 / 33.2 = 15.48 → 16; 8745.2 / 28200 = 0.31 → 1. Fill 513.99 / 531.2, 8745.2 / 451200.
    expect(twenty).toMatchObject({ count: 16, byVolume: 16, byWeight: 1, limitedBy: 'volume' });
    expect(twenty?.volumeFill).toBeCloseTo(0.9676, 4);
    expect(twenty?.weightFill).toBeCloseTo(0.0194, 4);
    // 40 ft: 513.99 / 67.7 = 7.59 → 8. Fill 513.99 / 541.6, 8745.2 / 213600.
    expect(forty).toMatchObject({ count: 8, byVolume: 8, byWeight: 1, limitedBy: 'volume' });
    expect(forty?.volumeFill).toBeCloseTo(0.949, 3);
    expect(forty?.weightFill).toBeCloseTo(0.0409, 4);
    // 40 ft HC: 513.99 / 76.3 = 6.74 → 7. Fill 513.99 / 534.1, 8745.2 / 185500.
    expect(highCube).toMatchObject({ count: 7, byVolume: 7, byWeight: 1, limitedBy: 'volume' });
    expect(highCube?.volumeFill).toBeCloseTo(0.9623, 4);
    expect(highCube?.weightFill).toBeCloseTo(0.0471, 4);
  });

  it('counts containers by payload when the weight needs more of them (over payload)', () => {
    // 20 × 3.81 m³ = 76.2 m³ and 20 × 1,500 kg = 30,000 kg.
    const [twenty, forty, highCube] = containerLoads({ volume: 76.2, weight: 30000 });
    // 20 ft: 76.2 / 33.2 = 2.30 → 3; 30000 / 28200 = 1.06 → 2.
    expect(twenty).toMatchObject({ count: 3, byVolume: 3, byWeight: 2, limitedBy: 'volume' });
    // 40 ft: 76.2 / 67.7 = 1.13 → 2; 30000 / 26700 = 1.12 → 2; a tie is named by volume.
    expect(forty).toMatchObject({ count: 2, byVolume: 2, byWeight: 2, limitedBy: 'volume' });
    // 40 ft HC: 76.2 / 76.3 = 0.999 → 1 by volume, but 30000 / 26500 = 1.13 → 2 by payload.
    expect(highCube).toMatchObject({ count: 2, byVolume: 1, byWeight: 2, limitedBy: 'weight' });
    // Fill 76.2 / 152.6 and 30000 / 53000.
    expect(highCube?.volumeFill).toBeCloseTo(0.4993, 4);
    expect(highCube?.weightFill).toBeCloseTo(0.566, 4);
  });

  it('fills an exact multiple without an extra container', () => {
    // 2 × 33.2 m³ = 66.4 m³ is exactly two 20 ft containers, whatever the floating-point division says.
    const twenty = containerLoad({ volume: 66.4, weight: 200 }, containerTypes[0] as (typeof containerTypes)[0]);
    expect(twenty.count).toBe(2);
    expect(twenty.volumeFill).toBe(1);
  });

  it('needs no container for nothing', () => {
    const [twenty] = containerLoads({ volume: 0, weight: 0 });
    expect(twenty).toMatchObject({ count: 0, limitedBy: null, volumeFill: 0, weightFill: 0 });
  });
});

describe('addLine', () => {
  it('adds a new product and raises the quantity of one already there', () => {
    const once = addLine([], line('A', 2, 1, 1));
    expect(once.map((l) => [l.productId, l.qty])).toEqual([['A', 2]]);
    const twice = addLine(addLine(once, line('B', 1, 1, 1)), line('A', 3, 1, 1));
    expect(twice.map((l) => [l.productId, l.qty])).toEqual([
      ['A', 5],
      ['B', 1],
    ]);
  });
});
