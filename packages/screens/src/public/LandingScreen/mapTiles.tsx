// The footer map's fixed settings and where its tiles come from. No Leaflet here: the app can choose the tiles
// (e.g. local ones in its demo mode) without loading the map's code up front.
import { createContext, type ReactNode, useContext } from 'react';

/** The map opens at zoom 18 and cannot be zoomed out beyond 8 (spec §4, §9). */
export const mapZoom = { initial: 18, min: 8 } as const;

/** A tile service: Leaflet's URL template (`{z}/{x}/{y}`) and the credit it requires. */
export interface MapTiles {
  /** URL template of the tiles, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  url: string;
  /** The credit shown in the map's corner (HTML, as the service asks for it). */
  attribution: string;
  /** The deepest zoom the service draws. */
  maxZoom: number;
}

/** The public maps service the live site uses (spec §1: tiles come from a maps service). */
export const openStreetMapTiles: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
};

/** The mock backend's drawn tiles under /media: stories, tests and the demo never reach the internet. */
export const localMapTiles: MapTiles = {
  url: '/media/tiles/{z}/{x}/{y}.svg',
  attribution: 'Demo tiles',
  maxZoom: 19,
};

const MapTilesContext = createContext<MapTiles>(openStreetMapTiles);

export interface MapTilesProviderProps {
  /** The tile service maps inside use: `localMapTiles` in stories, tests and the demo. */
  tiles: MapTiles;
  children: ReactNode;
}

/** Chooses the tile service of the maps inside (default: OpenStreetMap). */
export function MapTilesProvider({ tiles, children }: MapTilesProviderProps) {
  return <MapTilesContext.Provider value={tiles}>{children}</MapTilesContext.Provider>;
}

/** The tile service of the nearest MapTilesProvider. */
export const useMapTiles = (): MapTiles => useContext(MapTilesContext);
