// Pure rules of the new-products screens: state words, the link to send, and what a state allows.
import type { NewProductRow, NewProductState } from '@factory/api';

/** The words of each state, as its tag shows them. */
export const stateLabels: Record<NewProductState, string> = {
  waiting: 'Waiting',
  locked: 'Locked',
  verified: 'Verified',
  expired: 'Link expired',
};

/** What each state means for the administrator (the tag's description). */
export const stateHints: Record<NewProductState, string> = {
  waiting: 'The link is out; the invited person has not submitted yet.',
  locked: 'Locked: the link can no longer be used to change or submit the product; unlock it to open it again.',
  verified: 'The invited person submitted the data; the product was created.',
  expired: 'The link is past its date; renew it and the same link works again.',
};

/**
 * The full address to send: the app's verify route (`pathOfToken`, from the route table, which encodes the
 * token) on this site's origin.
 */
export function verificationLink(origin: string, pathOfToken: (token: string) => string, token: string): string {
  return `${origin.replace(/\/$/, '')}${pathOfToken(token)}`;
}

/** Only a waiting link is worth sending or locking. */
export const canSend = (row: Pick<NewProductRow, 'state'>) => row.state === 'waiting';
export const canLock = (row: Pick<NewProductRow, 'state'>) => row.state === 'waiting';
/** The server renews an expired link and unlocks a locked product; a verified one is done. */
export const canRenew = (row: Pick<NewProductRow, 'state'>) => row.state === 'expired';
export const canUnlock = (row: Pick<NewProductRow, 'state'>) => row.state === 'locked';
/** Verified data exists only once submitted. */
export const hasVerifiedData = (row: Pick<NewProductRow, 'state'>) => row.state === 'verified';

/** A row's name in lists and dialogs: its title, else its product id, else its number. */
export function newProductName(row: Pick<NewProductRow, 'id' | 'title' | 'product_id'>): string {
  return row.title.trim() || row.product_id.trim() || `New product ${row.id}`;
}

/** How many rows are in each state, in the tags' order (for the summary above the list). */
export function countByState(rows: readonly Pick<NewProductRow, 'state'>[]): Record<NewProductState, number> {
  const counts: Record<NewProductState, number> = { waiting: 0, locked: 0, verified: 0, expired: 0 };
  for (const row of rows) counts[row.state] += 1;
  return counts;
}
