import { unsafeCoverHtml } from './fixtures/catalogue.ts';
import { createFixtures, type DataSize, type Fixtures } from './fixtures/index.ts';

/** A visitor's or user's server-side session: its anti-forgery token and, once logged in, the user. */
export interface Session {
  id: string;
  csrfToken: string;
  userId: number | null;
  /** When the session was last used (ms since the epoch); a guest session idle too long expires. */
  lastSeenAt: number;
}

/** Files uploaded through the API, by the URL they are served at. */
export type Uploads = Map<string, Blob>;

type Db = Fixtures & { sessions: Map<string, Session>; uploads: Uploads };

/** The rows not soft-deleted (Laravel's `deleted_at` is null): what every list and lookup answers from. */
export const notDeleted = <T extends { deleted_at: string | null }>(rows: readonly T[]) =>
  rows.filter((row) => row.deleted_at === null);

// Generated once per size; every reset copies it, so a reset costs a structuredClone, not a regeneration.
let size: DataSize = 'small';
let pristine: Fixtures | undefined;

function freshTables(): Db {
  pristine ??= createFixtures(size);
  return { ...structuredClone(pristine), sessions: new Map(), uploads: new Map() };
}

/**
 * The mock backend's state. Handlers read and write it; `resetDb()` puts back the fixtures and forgets every
 * session. It is one object mutated in place, so a module that imported it keeps seeing the current tables.
 */
export const db: Db = freshTables();

/** Back to the seeded fixtures, with no sessions: call before each story and each test. */
export function resetDb(): void {
  Object.assign(db, freshTables());
}

/**
 * For the sanitiser's tests: gives the Dinosaurs category the cover text an attacker would write (`unsafeCoverHtml`)
 * until the next reset. The seeded data never carries it.
 */
export function plantUnsafeCover(): void {
  const dinosaurs = db.categories.find((category) => category.title === 'Dinosaurs');
  if (!dinosaurs) throw new Error('The fixtures have no Dinosaurs category');
  dinosaurs.cover_html = unsafeCoverHtml;
}

/**
 * Seeds the tables at this size (the small one until called) and answers how long it took in ms. The local API
 * calls it with `full` unless `MOCK_DATA_SIZE=small`.
 */
export function seedDataSize(next: DataSize): number {
  const started = performance.now();
  if (next !== size || !pristine) {
    size = next;
    pristine = undefined;
  }
  resetDb();
  return performance.now() - started;
}

/** The next free id of a table of rows with numeric ids. */
export function nextId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
}

let pinnedNow: Date | undefined;

/**
 * Pins the clock the handlers stamp new rows with (`undefined` lets it run again): stories pin it, so a date a
 * screen shows ("verified on 20 Nov 2026") and its screenshot do not depend on the day the suite runs.
 */
export function pinClock(at: Date | undefined): void {
  pinnedNow = at;
}

/** Laravel's `now()` as a timestamp, for rows the handlers create. */
export const now = () => (pinnedNow ?? new Date()).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
