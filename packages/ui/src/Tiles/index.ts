export {
  type ResponsiveColumns,
  type TileColumns,
  Tiles,
  type TilesElement,
  type TilesProps,
  tileColumnCounts,
  tilesElements,
} from './Tiles.tsx';
