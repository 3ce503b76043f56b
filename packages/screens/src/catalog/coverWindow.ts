// For the server's render of a category page: the cover's sanitiser needs a DOM there. Its own entry, so the
// category's bundle in the browser does not carry the sanitiser (the cover loads it when there is one).
export { type CoverWindow, provideCoverWindow } from './parts/sanitizeHtml.ts';
