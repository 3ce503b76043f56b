/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the Laravel API lives; empty for the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** `local` uses the map tiles the local API draws instead of the public maps service. */
  readonly VITE_MAP_TILES?: string;
}
