// What the admin's screens folder of a list-and-record resource hands the app: its screen definition (for the
// tests that hold it to the prefetch) and its pages. A resource whose definition has a record page must give one.
import type { ResourceTitle, serverResources } from '@factory/api';
import type { ComponentType } from 'react';
import type { AdminResource } from './resource.ts';

type HasRecordPage<Title extends ResourceTitle> = (typeof serverResources)[Title]['recordPage'];

export type ResourceScreens<Title extends ResourceTitle> = {
  // biome-ignore lint/suspicious/noExplicitAny: any resource's rows, values, input and created types.
  resource: AdminResource<any, any, any, any>;
  /** `/admin/{title}`. */
  list: ComponentType;
} & (HasRecordPage<Title> extends true ? { /** `/admin/{title}/:id`. */ record: ComponentType } : { record?: never });

/** The screens of every list-and-record resource, by its title. */
export type AllResourceScreens = { [Title in ResourceTitle]: ResourceScreens<Title> };
