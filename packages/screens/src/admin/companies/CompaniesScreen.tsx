import { InPlaceResourceScreen } from '../generic/InPlaceResourceScreen.tsx';
import { companiesResource } from './companiesResource.tsx';

/** `/admin/companies`: the customer companies; create, edit and delete in place. */
export function CompaniesScreen() {
  return <InPlaceResourceScreen resource={companiesResource} />;
}
