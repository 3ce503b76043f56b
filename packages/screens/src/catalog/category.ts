// A category's page, lazily imported by the app when visited.
export { CategoryScreen } from './CategoryScreen/CategoryScreen.tsx';
// For the server's render of the page: the cover's sanitiser needs a DOM there.
export { type CoverWindow, provideCoverWindow } from './parts/sanitizeHtml.ts';
