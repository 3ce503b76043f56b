// The mechanism every admin resource uses: a definition, its controllers and the generic screens.
export {
  useAreaActions,
  useDeleteRecord,
  useFormValues,
  useMoveRow,
  useResourceList,
  useResourceRecord,
  useSaveRecord,
} from './controllers.ts';
export { InPlaceResourceScreen } from './InPlaceResourceScreen.tsx';
export { listParamsOf, queryFromSearch, searchFromQuery } from './listQuery.ts';
export { actionErrorMessage, forbiddenMessage } from './messages.ts';
export { ResourceForm, type ResourceFormProps } from './ResourceForm.tsx';
export { ResourceListScreen, type ResourceListScreenProps } from './ResourceListScreen.tsx';
export { ResourceRecordScreen, type ResourceRecordScreenProps } from './ResourceRecordScreen.tsx';
export { canReorder, type PlacedRow, placedRows, placeOf } from './reorder.ts';
export {
  type AdminResource,
  defineResource,
  type FieldKind,
  type Identified,
  type ListReorder,
  type RecordFormProps,
  type ResourceCalls,
  type ResourceField,
} from './resource.ts';
