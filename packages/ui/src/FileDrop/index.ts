export { FileDrop, type FileDropProps } from './FileDrop.tsx';
export { addFiles, type FileLike, formatFileSize, isAccepted } from './fileDropLogic.ts';
