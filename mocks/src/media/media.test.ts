import { describe, expect, it } from 'vitest';
import { db, heroImages, loginAs } from '../node.ts';
import { origin, useMockApi } from '../test/useMockApi.ts';

useMockApi();

const svgSize = (svg: string) =>
  svg
    .match(/<svg[^>]* width="(\d+)" height="(\d+)"/)
    ?.slice(1)
    .map(Number);

describe('media', () => {
  it('draws a product picture labelled with its title, and its 600x600 thumbnail beside it', async () => {
    const product = db.products[0];
    const url = product?.images[0]?.url ?? '';
    const full = await fetch(`${origin}${url}`);
    expect(full.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await full.text();
    expect(svg).toContain(product?.title);
    expect(svgSize(svg)).toEqual([1200, 1200]);

    const thumbnailUrl = url.replace('/media/products/', '/media/products/600x600/');
    const thumbnail = await (await fetch(`${origin}${thumbnailUrl}`)).text();
    expect(svgSize(thumbnail)).toEqual([600, 600]);
    expect(thumbnail).toContain(product?.title);
  });

  it('draws the 8 hero images, category covers and banners, and map tiles', async () => {
    expect(heroImages).toHaveLength(8);
    for (const hero of heroImages) expect((await fetch(`${origin}${hero.url}`)).status).toBe(200);
    expect(await (await fetch(`${origin}/media/categories/c-2.svg`)).text()).toContain('Dinosaurs');
    expect(svgSize(await (await fetch(`${origin}/media/categories/banner-2.svg`)).text())).toEqual([1600, 400]);
    const tile = await fetch(`${origin}/media/tiles/18/206000/110000.png`);
    expect(tile.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await tile.text()).toContain('18/206000/110000');
  });

  it('serves document PDFs and answers 404 for a path it cannot draw', async () => {
    const pdf = await fetch(`${origin}${db.folders[0]?.files[0]?.url}`);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
    expect((await fetch(`${origin}/media/unknown.bin`)).status).toBe(404);
  });

  it('zips every picture of a product', async () => {
    const { cookieHeader } = loginAs('customer');
    const product = db.products[0];
    const response = await fetch(`${origin}/api/product-images/zip/${product?.id}`, {
      headers: { Cookie: cookieHeader },
    });
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    // The end-of-central-directory record counts the entries.
    expect(view.getUint16(bytes.length - 22 + 10, true)).toBe(product?.images.length);
  });
});
