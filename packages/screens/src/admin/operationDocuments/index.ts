// The operationDocuments area's public entry: what the admin's index and other areas may import.
export { OperationDocumentsScreen } from './OperationDocumentsScreen.tsx';
