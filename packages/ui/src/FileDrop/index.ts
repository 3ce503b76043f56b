export { FileDrop, type FileDropLabels, type FileDropProps } from './FileDrop.tsx';
export { addFiles, type FileLike, formatFileSize, isAccepted } from './fileDropLogic.ts';
