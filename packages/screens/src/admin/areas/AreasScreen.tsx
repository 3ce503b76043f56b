import { InPlaceResourceScreen } from '../generic/InPlaceResourceScreen.tsx';
import { areasResource } from './areasResource.tsx';

/** `/admin/areas`: the sales areas; create, edit and delete in place. */
export function AreasScreen() {
  return <InPlaceResourceScreen resource={areasResource} />;
}
