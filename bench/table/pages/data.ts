/**
 * The benchmark's rows: the same seeded attractions for every implementation, 8 columns of text and numbers,
 * every name unique so that each sort has exactly one correct order.
 */
export interface Attraction {
  id: string;
  name: string;
  park: string;
  kind: string;
  maker: string;
  status: string;
  capacity: number;
  opened: number;
}

export const benchColumns: readonly { key: keyof Attraction; header: string }[] = [
  { key: 'name', header: 'Name' },
  { key: 'id', header: 'Code' },
  { key: 'park', header: 'Park' },
  { key: 'kind', header: 'Kind' },
  { key: 'maker', header: 'Maker' },
  { key: 'status', header: 'Status' },
  { key: 'capacity', header: 'Capacity' },
  { key: 'opened', header: 'Opened' },
];

const adjectives = ['Blue', 'Wild', 'Silver', 'Thunder', 'Golden', 'Iron', 'Crystal', 'Jungle', 'Polar', 'Rapid'];
const nouns = ['Comet', 'Coaster', 'Falls', 'Dragon', 'Wheel', 'Tower', 'Mine Train', 'Cobra', 'Rapids', 'Orbit'];
const parks = ['Harbour Land', 'Sun Valley', 'Moon Bay', 'Pine Ridge', 'Star Coast', 'Lake Town'];
const kinds = ['Roller coaster', 'Water ride', 'Dark ride', 'Flat ride', 'Drop tower', 'Carousel'];
const makers = ['Vekoma', 'Mack', 'Intamin', 'Zierer', 'Gerstlauer', 'Huss', 'Zamperla'];
const statuses = ['Operating', 'Under maintenance', 'Closed', 'Planned'];

/** A small deterministic generator (mulberry32): the same seed gives the same rows in every page. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeAttractions(count: number, seed = 42): Attraction[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => ({
    id: `A-${String(i + 1).padStart(6, '0')}`,
    // The number keeps names unique; the words give a search something to narrow down.
    name: `${pick(adjectives)} ${pick(nouns)} ${Math.floor(random() * 1e6)}-${i}`,
    park: pick(parks),
    kind: pick(kinds),
    maker: pick(makers),
    status: pick(statuses),
    capacity: 200 + Math.floor(random() * 2800),
    opened: 1960 + Math.floor(random() * 66),
  }));
}

/**
 * The rows a page was opened for (`?rows=10000&seed=42`). Notes when they are ready, so that the runner can tell
 * the table's own first render from the time the page took to load and build them.
 */
export function pageRows(search: string): Attraction[] {
  const params = new URLSearchParams(search);
  const rows = makeAttractions(Number(params.get('rows') ?? 1000), Number(params.get('seed') ?? 42));
  window.bench.dataReady = performance.now();
  return rows;
}
