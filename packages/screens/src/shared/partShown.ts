/**
 * Sent on `window` each time a part of a page has been committed: a route's screen, or a part the server drew that
 * React takes over on its own (`HydratesApart`). The app's entry replays taps held before the app had the page once
 * their part is in (packages/app/src/earlyInput.ts). A module of its own: the entry imports nothing else.
 */
export const partShownEvent = 'factory:part-shown';
