/** The element holding the data a server-rendered page was drawn with (server/pages.tsx writes it, main.tsx reads it). */
export const pageDataId = 'page-data';

/**
 * Sent on `window` when a route's screen has been committed to the page (drawn, or taken over from the server's
 * HTML): input held before the app had the page (earlyInput.ts) can be answered there now.
 */
export const screenShownEvent = 'factory:screen-shown';
