export {
  type Description,
  DescriptionList,
  type DescriptionListLayout,
  type DescriptionListProps,
  descriptionListLayouts,
} from './DescriptionList.tsx';
