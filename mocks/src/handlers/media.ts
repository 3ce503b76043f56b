import { db } from '../db.ts';
import { errorResponse } from '../http/laravel.ts';
import { route } from '../http/route.ts';
import { documentPdf, pictureFor } from '../media/pictures.ts';
import { uploadHeaders } from '../media/sniff.ts';

// nosniff: a browser takes the Content-Type as given and never guesses a runnable type from the bytes.
const cacheFor = { 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' };

/**
 * Uploaded icons were sanitised on upload (handlers/files.ts), so they are served as SVG images; the policy also
 * forbids any script or outside load should one be opened directly as a document.
 */
const iconHeaders = {
  'Content-Type': 'image/svg+xml',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** Media from the storage bucket: uploads as uploaded, everything else drawn locally from its path. */
export const mediaHandlers = [
  route('GET /media/{path*}', async ({ url }) => {
    const path = decodeURIComponent(url.pathname);
    // An uploaded picture is its own 600x600 thumbnail (a real server would resize it).
    const upload = db.uploads.get(path) ?? db.uploads.get(path.replace('/600x600/', '/'));
    if (upload && path.startsWith('/media/icons/')) {
      return new Response(upload, { headers: { ...cacheFor, ...iconHeaders } });
    }
    if (upload) return new Response(upload, { headers: { ...cacheFor, ...(await uploadHeaders(upload, path)) } });
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
