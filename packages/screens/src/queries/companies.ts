// The customers' companies (GET /api/companies).
import { type Company, resourceCalls } from '@factory/api';
import { choicesFrom } from './choices.ts';
import { allByName, pagedResource } from './resource.ts';

export const companyQueries = pagedResource<Company, number>('companies', resourceCalls.companies, ['customers']);

export const allCompaniesQuery = companyQueries.list(allByName);

export const companyChoices = choicesFrom('companies', allCompaniesQuery, (c) => ({ id: c.id, label: c.name }));
