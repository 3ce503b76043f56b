import { localMapTiles, openStreetMapTiles } from '@factory/screens';

/**
 * Runtime configuration from the build's environment. VITE_API_BASE_URL: where the Laravel API lives; empty (the
 * default) means the page's own origin, as when Laravel serves the app or `npm start` serves both.
 */
export const config = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  /**
   * The map's tiles: a public maps service in production (spec §1); VITE_MAP_TILES=local uses the tiles the local
   * API draws, so `npm start` and the end-to-end tests never reach the internet.
   */
  mapTiles: import.meta.env.VITE_MAP_TILES === 'local' ? localMapTiles : openStreetMapTiles,
  /** How often the signed-in user is refreshed so permission changes apply (see docs/decisions.md). */
  userRefreshMs: 60_000,
} as const;
