import { db } from '../db.ts';
import type { ProductRecord } from '../fixtures/index.ts';
import { pictureFor } from './pictures.ts';
import { createZip } from './zip.ts';

/** "Download all images": a zip of the product's pictures, uploaded ones as uploaded, generated ones drawn. */
export async function productZip(product: ProductRecord): Promise<Response> {
  const entries = await Promise.all(
    product.images.map(async (image) => {
      const name = image.url.split('/').pop() ?? `${image.id}`;
      const upload = db.uploads.get(image.url);
      const content = upload ? new Uint8Array(await upload.arrayBuffer()) : (pictureFor(image.url)?.body ?? '');
      return { name, content };
    }),
  );
  return new Response(createZip(entries), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${product.id}-images.zip"`,
    },
  });
}
