/**
 * Pictures drawn locally as SVG from what a media path names: a colour from the catalogue family and a label.
 * Nothing is fetched from the internet, and the same path always draws the same picture.
 */

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A stable hue for any text (FNV-1a), for paths that name no catalogue family. */
export function hueOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 360;
}

interface PictureOptions {
  width: number;
  height: number;
  hue: number;
  /** Main label, e.g. the product's title. */
  title: string;
  /** Smaller second line, e.g. the parent code and image number. */
  subtitle?: string;
  /** Varies the drawn shape so a product's images differ from each other. */
  variant?: number;
}

/** A product-style picture: a soft gradient, a sculpture-like shape on a plinth, and the labels. */
export function drawPicture({ width, height, hue, title, subtitle, variant = 0 }: PictureOptions): string {
  const unit = Math.min(width, height) / 100;
  const cx = width / 2;
  const shapes = [
    `<ellipse cx="${cx}" cy="${height * 0.42}" rx="${unit * 24}" ry="${unit * 20}"/><circle cx="${cx + unit * 20}" cy="${height * 0.26}" r="${unit * 11}"/>`,
    `<path d="M${cx - unit * 26} ${height * 0.6} Q${cx} ${height * 0.05} ${cx + unit * 26} ${height * 0.6} Z"/>`,
    `<rect x="${cx - unit * 22}" y="${height * 0.2}" width="${unit * 44}" height="${unit * 40}" rx="${unit * 8}"/><circle cx="${cx}" cy="${height * 0.2}" r="${unit * 9}"/>`,
    `<polygon points="${cx},${height * 0.12} ${cx + unit * 25},${height * 0.6} ${cx - unit * 25},${height * 0.6}"/>`,
  ];
  const shape = shapes[variant % shapes.length];
  const titleSize = Math.max(10, Math.round(unit * 6));
  const subtitleSize = Math.max(8, Math.round(unit * 4));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 88%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 72%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<g fill="hsl(${hue} 55% 38%)">${shape}</g>
<rect x="${cx - unit * 30}" y="${height * 0.62}" width="${unit * 60}" height="${unit * 5}" rx="${unit * 2}" fill="hsl(${hue} 25% 30%)"/>
<text x="${cx}" y="${height * 0.8}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${titleSize}" fill="hsl(${hue} 40% 18%)">${escapeXml(title)}</text>
${subtitle ? `<text x="${cx}" y="${height * 0.8 + titleSize * 1.3}" text-anchor="middle" font-family="sans-serif" font-size="${subtitleSize}" fill="hsl(${hue} 30% 25%)">${escapeXml(subtitle)}</text>` : ''}
</svg>`;
}

/** A 256x256 map tile: paper, blocks and streets laid out from the tile's coordinates, so tiles join up. */
export function drawTile(z: number, x: number, y: number): string {
  const streets: string[] = [];
  // Streets every 64 px in world pixels at this zoom; every 4th is a main road.
  for (let i = 0; i <= 4; i++) {
    const main = (x * 4 + i) % 4 === 0;
    streets.push(
      `<rect x="${i * 64 - (main ? 5 : 3)}" y="0" width="${main ? 10 : 6}" height="256" fill="${main ? '#f6d28b' : '#ffffff'}"/>`,
    );
    const mainRow = (y * 4 + i) % 4 === 0;
    streets.push(
      `<rect x="0" y="${i * 64 - (mainRow ? 5 : 3)}" width="256" height="${mainRow ? 10 : 6}" fill="${mainRow ? '#f6d28b' : '#ffffff'}"/>`,
    );
  }
  const park = (x + y) % 5 === 0 ? '<rect x="72" y="72" width="112" height="112" rx="12" fill="#cfe8c4"/>' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="#ece6da"/>${park}${streets.join('')}
<text x="8" y="248" font-family="sans-serif" font-size="10" fill="#8a8170">${z}/${x}/${y}</text>
</svg>`;
}
