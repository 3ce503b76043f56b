import type { NewProductState } from '@factory/api';
import * as styles from './newProducts.css.ts';
import { stateHints, stateLabels } from './newProductsLogic.ts';

/** A state as a tag: its word, with what it means for the administrator as its title. */
export function StateTag({ state }: { state: NewProductState }) {
  return (
    <span className={styles.stateTag[state]} title={stateHints[state]}>
      {stateLabels[state]}
    </span>
  );
}
