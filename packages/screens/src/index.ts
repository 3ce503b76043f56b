export * from './environment/index.ts';
// The map's tile service, chosen by the app (its demo mode uses the local tiles) without loading Leaflet.
export {
  localMapTiles,
  type MapTiles,
  MapTilesProvider,
  type MapTilesProviderProps,
  openStreetMapTiles,
} from './public/LandingScreen/mapTiles.tsx';
export * from './shared/index.ts';
