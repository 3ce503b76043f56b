export { UploadArea, type UploadAreaProps, UploadList } from './UploadArea.tsx';
export {
  limitsText,
  percentOf,
  progressText,
  refusalOf,
  type UploadItem,
  type UploadRules,
} from './uploadQueue.ts';
export { cancelledText, type UploadQueue, type UploadQueueOptions, useUploadQueue } from './useUploadQueue.ts';
