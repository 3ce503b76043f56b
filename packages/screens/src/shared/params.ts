// Query parameters as screens read them: what cannot be valid reads as the default.
import { recordId } from '@factory/api';

/** A `page` query parameter as a page number; anything else is the first page. */
export function pageParam(value: string | null): number {
  return recordId(value) ?? 1;
}
