// Designed: reports, data analysis, the recycle bin and dev commands (confirm with the server team).
import {
  type CargoAnalysisRow,
  cargoAnalysisRowSchema,
  type DevCommand,
  type DevCommandResult,
  devCommandResultSchema,
  devCommandSchema,
  type FileAnalysisRow,
  fileAnalysisRowSchema,
  type NewProductImageRow,
  type NewProductRow,
  type NoImageProductRow,
  newProductImageRowSchema,
  newProductRowSchema,
  noImageProductRowSchema,
  type RecycleBinEntry,
  type RecycleBinType,
  recycleBinEntrySchema,
  type TempProductInput,
} from '../schemas/admin.ts';
import { collection, resource } from '../schemas/common.ts';
import { anyBody, type CallOptions, callEndpoint, dataOf, designed } from './endpoint.ts';

export const reportsEndpoints = {
  getProductsWithoutImages: designed('GET', '/api/reports/products-without-images'),
  getNewProducts: designed('GET', '/api/reports/new-products'),
  getNewProductImages: designed('GET', '/api/reports/new-products-images'),
  createNewProduct: designed('POST', '/api/temp-products'),
  getFileAnalysis: designed('GET', '/api/analysis/files'),
  getCargoAnalysis: designed('GET', '/api/analysis/cargo'),
  getDeletedRecords: designed('GET', '/api/recycle-bin/{type}'),
  restoreRecord: designed('PATCH', '/api/recycle-bin/{type}/{id}/restore'),
  purgeRecord: designed('DELETE', '/api/recycle-bin/{type}/{id}'),
  getDevCommands: designed('GET', '/api/dev-commands'),
  runDevCommand: designed('POST', '/api/dev-commands/{name}'),
};

export function getProductsWithoutImages({ signal }: CallOptions = {}): Promise<NoImageProductRow[]> {
  return callEndpoint(reportsEndpoints.getProductsWithoutImages, collection(noImageProductRowSchema), { signal }).then(
    dataOf,
  );
}

/** Every temp product of the verification flow (new products), newest first, with its link's token and state. */
export function getNewProducts(options: { signal?: AbortSignal } = {}): Promise<NewProductRow[]> {
  return callEndpoint(reportsEndpoints.getNewProducts, collection(newProductRowSchema), options).then(dataOf);
}

/** The images uploaded through verification links, newest product first. */
export function getNewProductImages(options: { signal?: AbortSignal } = {}): Promise<NewProductImageRow[]> {
  return callEndpoint(reportsEndpoints.getNewProductImages, collection(newProductImageRowSchema), options).then(dataOf);
}

/** Creates a new (temp) product and its verification link; answers its row, token included. */
export function createNewProduct(input: TempProductInput): Promise<NewProductRow> {
  return callEndpoint(reportsEndpoints.createNewProduct, resource(newProductRowSchema), { body: { ...input } }).then(
    dataOf,
  );
}

export function getFileAnalysis({ signal }: CallOptions = {}): Promise<FileAnalysisRow[]> {
  return callEndpoint(reportsEndpoints.getFileAnalysis, collection(fileAnalysisRowSchema), { signal }).then(dataOf);
}

export function getCargoAnalysis({ signal }: CallOptions = {}): Promise<CargoAnalysisRow[]> {
  return callEndpoint(reportsEndpoints.getCargoAnalysis, collection(cargoAnalysisRowSchema), { signal }).then(dataOf);
}

/** Soft-deleted records of one type, newest first. */
export function getDeletedRecords(type: RecycleBinType, { signal }: CallOptions = {}): Promise<RecycleBinEntry[]> {
  return callEndpoint(reportsEndpoints.getDeletedRecords, collection(recycleBinEntrySchema), {
    signal,
    params: { type },
  }).then(dataOf);
}

export async function restoreRecord(type: RecycleBinType, id: number | string): Promise<void> {
  await callEndpoint(reportsEndpoints.restoreRecord, anyBody, { params: { type, id } });
}

/** Deletes the record for good. */
export async function purgeRecord(type: RecycleBinType, id: number | string): Promise<void> {
  await callEndpoint(reportsEndpoints.purgeRecord, anyBody, { params: { type, id } });
}

export function getDevCommands({ signal }: CallOptions = {}): Promise<DevCommand[]> {
  return callEndpoint(reportsEndpoints.getDevCommands, collection(devCommandSchema), { signal }).then(dataOf);
}

export function runDevCommand(name: string): Promise<DevCommandResult> {
  return callEndpoint(reportsEndpoints.runDevCommand, resource(devCommandResultSchema), { params: { name } }).then(
    dataOf,
  );
}
