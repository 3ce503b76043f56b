// The profile tabs' first reads, started with the visit; keyed by the tabs' page names in the app's page list.
import { myDocumentsQuery, profileQuery } from '../../queries/index.ts';
import type { PageReads } from '../../shared/routePrefetch.ts';

export default {
  profileInfo: () => [profileQuery],
  profileDocuments: () => [myDocumentsQuery],
} satisfies PageReads;
