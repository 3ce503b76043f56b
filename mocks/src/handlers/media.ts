import { db } from '../db.ts';
import { errorResponse } from '../http/laravel.ts';
import { route } from '../http/route.ts';
import { documentPdf, pictureFor } from '../media/pictures.ts';

const cacheFor = { 'Cache-Control': 'public, max-age=3600' };

/** Media from the storage bucket: uploads as uploaded, everything else drawn locally from its path. */
export const mediaHandlers = [
  route('GET /media/{path*}', async ({ url }) => {
    const path = decodeURIComponent(url.pathname);
    const upload = db.uploads.get(path);
    if (upload)
      return new Response(upload, {
        headers: { 'Content-Type': upload.type || 'application/octet-stream', ...cacheFor },
      });
    if (path.endsWith('.pdf')) {
      const name = path.split('/').pop() ?? 'document.pdf';
      return new Response(documentPdf(name), { headers: { 'Content-Type': 'application/pdf', ...cacheFor } });
    }
    const picture = pictureFor(path);
    return picture
      ? new Response(picture.body, { headers: { 'Content-Type': picture.type, ...cacheFor } })
      : errorResponse(404);
  }),
];
