// The rows of a resource that are its id and its fields (resources/), their schema read from the fields' rules.
import * as z from 'zod/mini';
import type { ServerResource } from '../resources/define.ts';
import { parseRules } from '../rules/validation.ts';
import { idSchema } from './common.ts';

/** A row's schema from its definition's fields, as `RowOf` types it: an `integer` field named `…_id` is an id. */
export function rowSchemaOf(definition: Pick<ServerResource, 'fields' | 'id'>) {
  const value = (field: string, rules: string) => {
    const names = parseRules(rules).map(({ name }) => name);
    const type = names.includes('integer')
      ? field.endsWith('_id')
        ? idSchema
        : z.number()
      : names.includes('numeric')
        ? z.number()
        : names.includes('array')
          ? z.array(z.unknown())
          : z.string();
    return names.includes('required') ? type : z.nullable(type);
  };
  return z.object({
    id: definition.id === 'code' ? z.string() : idSchema,
    ...Object.fromEntries(Object.entries(definition.fields).map(([field, rules]) => [field, value(field, rules)])),
  });
}
