// Designed: areas, companies and customers (confirm with the server team).
import { collection, resource } from '../schemas/common.ts';
import {
  type Area,
  areaSchema,
  type Company,
  type Customer,
  companySchema,
  customerSchema,
} from '../schemas/people.ts';
import { anyBody, callEndpoint, dataOf, designed } from './endpoint.ts';

export const organisationsEndpoints = {
  getAreas: designed('GET', '/api/areas'),
  createArea: designed('POST', '/api/areas'),
  updateArea: designed('PUT', '/api/areas/{id}'),
  deleteArea: designed('DELETE', '/api/areas/{id}'),
  getCompanies: designed('GET', '/api/companies'),
  createCompany: designed('POST', '/api/companies'),
  updateCompany: designed('PUT', '/api/companies/{id}'),
  deleteCompany: designed('DELETE', '/api/companies/{id}'),
  getCustomers: designed('GET', '/api/customers'),
  getCustomer: designed('GET', '/api/customers/{id}'),
  createCustomer: designed('POST', '/api/customers'),
  updateCustomer: designed('PUT', '/api/customers/{id}'),
  deleteCustomer: designed('DELETE', '/api/customers/{id}'),
};

export type AreaInput = Omit<Area, 'id'>;
export type CompanyInput = Omit<Company, 'id'>;
export type CustomerInput = Omit<Customer, 'id'>;

export function getAreas(): Promise<Area[]> {
  return callEndpoint(organisationsEndpoints.getAreas, collection(areaSchema)).then(dataOf);
}

export function createArea(input: AreaInput): Promise<Area> {
  return callEndpoint(organisationsEndpoints.createArea, resource(areaSchema), { body: input }).then(dataOf);
}

export function updateArea(id: number, input: AreaInput): Promise<Area> {
  return callEndpoint(organisationsEndpoints.updateArea, resource(areaSchema), { params: { id }, body: input }).then(
    dataOf,
  );
}

export async function deleteArea(id: number): Promise<void> {
  await callEndpoint(organisationsEndpoints.deleteArea, anyBody, { params: { id } });
}

export function getCompanies(): Promise<Company[]> {
  return callEndpoint(organisationsEndpoints.getCompanies, collection(companySchema)).then(dataOf);
}

export function createCompany(input: CompanyInput): Promise<Company> {
  return callEndpoint(organisationsEndpoints.createCompany, resource(companySchema), { body: input }).then(dataOf);
}

export function updateCompany(id: number, input: CompanyInput): Promise<Company> {
  return callEndpoint(organisationsEndpoints.updateCompany, resource(companySchema), {
    params: { id },
    body: input,
  }).then(dataOf);
}

export async function deleteCompany(id: number): Promise<void> {
  await callEndpoint(organisationsEndpoints.deleteCompany, anyBody, { params: { id } });
}

export function getCustomers(): Promise<Customer[]> {
  return callEndpoint(organisationsEndpoints.getCustomers, collection(customerSchema)).then(dataOf);
}

export function getCustomer(id: number): Promise<Customer> {
  return callEndpoint(organisationsEndpoints.getCustomer, resource(customerSchema), { params: { id } }).then(dataOf);
}

export function createCustomer(input: CustomerInput): Promise<Customer> {
  return callEndpoint(organisationsEndpoints.createCustomer, resource(customerSchema), { body: input }).then(dataOf);
}

export function updateCustomer(id: number, input: CustomerInput): Promise<Customer> {
  return callEndpoint(organisationsEndpoints.updateCustomer, resource(customerSchema), {
    params: { id },
    body: input,
  }).then(dataOf);
}

export async function deleteCustomer(id: number): Promise<void> {
  await callEndpoint(organisationsEndpoints.deleteCustomer, anyBody, { params: { id } });
}
