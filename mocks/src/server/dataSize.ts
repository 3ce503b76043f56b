import type { DataSize } from '../fixtures/index.ts';

/** The data size `MOCK_DATA_SIZE` asks for (`small` or `full`), else `fallback`; any other value is a mistake. */
export function dataSizeFromEnv(fallback: DataSize, env: NodeJS.ProcessEnv = process.env): DataSize {
  const asked = env.MOCK_DATA_SIZE;
  if (asked === undefined || asked === '') return fallback;
  if (asked === 'small' || asked === 'full') return asked;
  throw new Error(`MOCK_DATA_SIZE must be "small" or "full", not "${asked}"`);
}
