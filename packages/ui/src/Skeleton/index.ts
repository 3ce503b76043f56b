export {
  Skeleton,
  SkeletonGroup,
  type SkeletonGroupProps,
  type SkeletonProps,
  type SkeletonShape,
  skeletonShapes,
} from './Skeleton.tsx';
