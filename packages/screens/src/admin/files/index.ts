// The files area's public entry: what the admin's index and other areas may import.
export { FilePicker, type FilePickerProps } from './FilePicker.tsx';
export { FilesScreen } from './FilesScreen.tsx';
/** The file tiles' look, shared by the icon manager's tiles. */
export {
  entry as tile,
  entryActions as tileActions,
  entryMeta as tileMeta,
  entryName as tileName,
} from './files.css.ts';
