import { isThumbnailPath, thumbnailSize } from '@factory/api';
import { db } from '../db.ts';
import { catalogue } from '../fixtures/catalogueData.ts';
import { drawPicture, drawTile, hueOf } from './svg.ts';

/** The landing page's 8 hero images (spec §2), drawn like the rest of the media. */
export const heroImages = [
  'Fiberglass dinosaurs',
  'Lantern festivals',
  'Christmas plazas',
  'Animatronic shows',
  'Water-park features',
  'Theme-park props',
  'Halloween nights',
  'Themed signage',
].map((alt, index) => ({ url: `/media/hero/hero-${index + 1}.svg`, alt }));

const hueOfCategory = (id: number) => db.hueByCategory.get(id) ?? hueOf(String(id));

/** The picture a media path names, or undefined when the path names nothing we draw. */
export function pictureFor(pathname: string): { body: string; type: string } | undefined {
  const svg = (body: string) => ({ body, type: 'image/svg+xml' });
  const tile = pathname.match(/^\/media\/tiles\/(\d+)\/(\d+)\/(\d+)\.(png|svg)$/);
  if (tile) return svg(drawTile(Number(tile[1]), Number(tile[2]), Number(tile[3])));

  // The thumbnail of any picture sits beside it in a `600x600/` folder (@factory/api's rule).
  const thumbnail = isThumbnailPath(pathname);
  const path = pathname.replace(`/${thumbnailSize}x${thumbnailSize}/`, '/');
  const size = (width: number, height: number) =>
    thumbnail ? { width: thumbnailSize, height: thumbnailSize } : { width, height };

  const product = path.match(/^\/media\/products\/(.+)-(\d+)\.svg$/);
  if (product) {
    const [, id = '', n = '1'] = product;
    const record = db.products.find((p) => p.id === id);
    const hue = record ? hueOfCategory(record.category_ids[0] ?? 0) : hueOf(id);
    return svg(
      drawPicture({
        ...size(1200, 1200),
        hue,
        title: record?.title ?? id,
        subtitle: `${id} · picture ${n}`,
        variant: Number(n) - 1,
      }),
    );
  }
  const temp = path.match(/^\/media\/temp-products\/t-(\d+)-(\d+)\.svg$/);
  if (temp) {
    const [, id = '0', n = '1'] = temp;
    const record = db.tempProducts.find((t) => t.product.id === Number(id))?.product;
    const title = record?.title || `New product ${id}`;
    return svg(
      drawPicture({ ...size(1200, 1200), hue: hueOf(title), title, subtitle: `picture ${n}`, variant: Number(n) - 1 }),
    );
  }
  const category = path.match(/^\/media\/categories\/(c|banner)-(\d+)\.svg$/);
  if (category) {
    const [, kind, id = '0'] = category;
    const title = db.categories.find((c) => c.id === Number(id))?.title ?? `Category ${id}`;
    const box = kind === 'banner' ? size(1600, 400) : size(800, 600);
    return svg(drawPicture({ ...box, hue: hueOfCategory(Number(id)), title, variant: Number(id) }));
  }
  const hero = path.match(/^\/media\/hero\/hero-(\d)\.svg$/);
  if (hero) {
    const index = Number(hero[1]) - 1;
    const image = heroImages[index];
    if (!image) return undefined;
    const hue = catalogue[index]?.hue ?? 0;
    return svg(drawPicture({ ...size(1920, 1080), hue, title: image.alt, variant: index }));
  }
  const image = path.match(/^\/media\/(.+)\/([^/]+)\.(svg|png|jpe?g|webp)$/);
  if (image) {
    const [, folder = '', name = ''] = image;
    return svg(
      drawPicture({ ...size(800, 800), hue: hueOf(folder), title: name.replace(/[-_]/g, ' '), subtitle: folder }),
    );
  }
  return undefined;
}

/** A one-page PDF naming the document, so downloads of operation documents open. */
export function documentPdf(title: string): string {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}
