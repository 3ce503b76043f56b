// Designed: product access types and their defaults (pat-defaults) (confirm with the server team).

import { accessTypes } from '../resources/accessTypes.ts';
import {
  type PatDefault,
  type ProductAccessType,
  patDefaultSchema,
  productAccessTypeSchema,
} from '../schemas/admin.ts';
import { collection, resource } from '../schemas/common.ts';
import { crudCalls } from './crud.ts';
import { anyBody, type CallOptions, callEndpoint, dataOf, designed } from './endpoint.ts';

/** Designed: `category_ids` left out of a PUT keeps the type's categories (the name form and the categories save apart). */
export type ProductAccessTypeInput = Omit<ProductAccessType, 'id' | 'category_ids'> & { category_ids?: number[] };
export type PatDefaultInput = Omit<PatDefault, 'id'>;

/** Access types as an admin resource (`product-access-types`): the list is every type at once. */
export const accessTypeCalls = crudCalls<
  ProductAccessTypeInput,
  typeof productAccessTypeSchema,
  'ProductAccessType',
  'ProductAccessTypes',
  typeof productAccessTypeSchema,
  true
>(accessTypes, productAccessTypeSchema);
export const {
  list: getProductAccessTypes,
  get: getProductAccessType,
  create: createProductAccessType,
  update: updateProductAccessType,
  remove: deleteProductAccessType,
} = accessTypeCalls;

export const accessTypesEndpoints = {
  ...accessTypeCalls.endpoints,
  getPatDefaults: designed('GET', '/api/pat-defaults'),
  createPatDefault: designed('POST', '/api/pat-defaults'),
  updatePatDefault: designed('PUT', '/api/pat-defaults/{id}'),
  deletePatDefault: designed('DELETE', '/api/pat-defaults/{id}'),
};

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
