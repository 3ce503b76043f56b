/** The element holding the data a server-rendered page was drawn with (server/pages.tsx writes it, main.tsx reads it). */
export const pageDataId = 'page-data';
