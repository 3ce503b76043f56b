// Designed: product access types and their defaults (pat-defaults) (confirm with the server team).
import {
  type PatDefault,
  type ProductAccessType,
  patDefaultSchema,
  productAccessTypeSchema,
} from '../schemas/admin.ts';
import { collection, resource } from '../schemas/common.ts';
import { anyBody, type CallOptions, callEndpoint, dataOf, designed } from './endpoint.ts';

export const accessTypesEndpoints = {
  getProductAccessTypes: designed('GET', '/api/product-access-types'),
  getProductAccessType: designed('GET', '/api/product-access-types/{id}'),
  createProductAccessType: designed('POST', '/api/product-access-types'),
  updateProductAccessType: designed('PUT', '/api/product-access-types/{id}'),
  deleteProductAccessType: designed('DELETE', '/api/product-access-types/{id}'),
  getPatDefaults: designed('GET', '/api/pat-defaults'),
  createPatDefault: designed('POST', '/api/pat-defaults'),
  updatePatDefault: designed('PUT', '/api/pat-defaults/{id}'),
  deletePatDefault: designed('DELETE', '/api/pat-defaults/{id}'),
};

/** Designed: `category_ids` left out of a PUT keeps the type's categories (the name form and the categories save apart). */
export type ProductAccessTypeInput = Omit<ProductAccessType, 'id' | 'category_ids'> & { category_ids?: number[] };
export type PatDefaultInput = Omit<PatDefault, 'id'>;

export function getProductAccessTypes({ signal }: CallOptions = {}): Promise<ProductAccessType[]> {
  return callEndpoint(accessTypesEndpoints.getProductAccessTypes, collection(productAccessTypeSchema), { signal }).then(
    dataOf,
  );
}

export function getProductAccessType(id: number, { signal }: CallOptions = {}): Promise<ProductAccessType> {
  return callEndpoint(accessTypesEndpoints.getProductAccessType, resource(productAccessTypeSchema), {
    signal,
    params: { id },
  }).then(dataOf);
}

export function createProductAccessType(input: ProductAccessTypeInput): Promise<ProductAccessType> {
  return callEndpoint(accessTypesEndpoints.createProductAccessType, resource(productAccessTypeSchema), {
    body: input,
  }).then(dataOf);
}

export function updateProductAccessType(id: number, input: ProductAccessTypeInput): Promise<ProductAccessType> {
  return callEndpoint(accessTypesEndpoints.updateProductAccessType, resource(productAccessTypeSchema), {
    params: { id },
    body: input,
  }).then(dataOf);
}

export async function deleteProductAccessType(id: number, { signal }: CallOptions = {}): Promise<void> {
  await callEndpoint(accessTypesEndpoints.deleteProductAccessType, anyBody, { params: { id }, signal });
}

export function getPatDefaults({ signal }: CallOptions = {}): Promise<PatDefault[]> {
  return callEndpoint(accessTypesEndpoints.getPatDefaults, collection(patDefaultSchema), { signal }).then(dataOf);
}

export function createPatDefault(input: PatDefaultInput): Promise<PatDefault> {
  return callEndpoint(accessTypesEndpoints.createPatDefault, resource(patDefaultSchema), { body: input }).then(dataOf);
}

export function updatePatDefault(id: number, input: PatDefaultInput): Promise<PatDefault> {
  return callEndpoint(accessTypesEndpoints.updatePatDefault, resource(patDefaultSchema), {
    params: { id },
    body: input,
  }).then(dataOf);
}

export async function deletePatDefault(id: number, { signal }: CallOptions = {}): Promise<void> {
  await callEndpoint(accessTypesEndpoints.deletePatDefault, anyBody, { params: { id }, signal });
}
