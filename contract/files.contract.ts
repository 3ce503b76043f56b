// The file manager (a folder's entries, uploads judged by their bytes, folders, renames under the unique-name rule,
// deletes with everything inside) and the icon manager (SVG icons cleaned on upload).
import {
  createFileFolder,
  deleteFile,
  deleteIcon,
  getFiles,
  getIcons,
  login,
  renameFile,
  uploadFiles,
  uploadIcons,
} from '@factory/api';
import { expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

const asAdmin = () => login({ email: 'admin@example.com', password: 'password', remember: false });

/** A real 1 × 1 PNG, padded to `bytes` when asked: the servers read the bytes, not the name or the stated type. */
function png(name: string, bytes?: number) {
  const image = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  const content = new Uint8Array(bytes ?? image.length);
  content.set(image);
  return new File([content], name, { type: 'image/png' });
}

const svg = (name: string, body: string) =>
  new File([`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`], name, {
    type: 'image/svg+xml',
  });

eachServer('file manager', (server) => {
  const seededAndWritable = server.seeded && server.writable;

  it.runIf(server.seeded)("lists a folder's entries, folders first, then by name", async () => {
    await asAdmin();
    expect((await getFiles()).map((entry) => [entry.kind, entry.name])).toEqual([
      ['folder', 'banners'],
      ['folder', 'categories'],
      ['folder', 'uploads'],
    ]);
    const uploads = await getFiles(3);
    expect(uploads.map((entry) => [entry.name, entry.mime_type, entry.parent_id])).toEqual([
      ['old-brochure-cover.svg', 'image/svg+xml', 3],
      ['trade-show-booth.svg', 'image/svg+xml', 3],
      ['unused-logo.svg', 'image/svg+xml', 3],
    ]);
  });

  it.runIf(seededAndWritable)(
    'creates a folder under the unique-name rule, uploads into it, renames and deletes with what is inside',
    async () => {
      await asAdmin();
      const empty = await failureOf(createFileFolder(null, ''));
      expect([empty.status, empty.fieldErrors]).toEqual([422, { name: ['Input must not be empty.'] }]);
      const taken = await failureOf(createFileFolder(null, 'uploads'));
      expect(taken.fieldErrors).toEqual({ name: ['The name has already been taken.'] });
      const nowhere = await failureOf(createFileFolder(999, 'brochures'));
      expect(nowhere.fieldErrors).toEqual({ parent_id: ['The selected parent id is invalid.'] });

      const folder = await createFileFolder(null, 'brochures');
      expect(folder).toMatchObject({ kind: 'folder', name: 'brochures', parent_id: null, url: null, size: null });
      // The same name in another folder is free.
      const inner = await createFileFolder(folder.id, 'uploads');
      expect(inner.parent_id).toBe(folder.id);
      const twice = await failureOf(createFileFolder(folder.id, 'uploads'));
      expect(twice.fieldErrors).toEqual({ name: ['The name has already been taken.'] });

      const [picture, ...more] = await uploadFiles(folder.id, [png('front.png')]);
      expect(more).toEqual([]);
      expect(picture).toMatchObject({ kind: 'file', name: 'front.png', parent_id: folder.id, mime_type: 'image/png' });
      expect(picture?.url).toMatch(/\.png$/);
      const served = await fetch(`${server.url}${picture?.url}`);
      expect([served.status, served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual(
        [200, 'image/png', 'nosniff'],
      );
      const disguised = new File(['not a picture'], 'fake.png', { type: 'image/png' });
      const refused = await failureOf(uploadFiles(folder.id, [disguised]));
      expect([refused.status, refused.fieldErrors]).toEqual([
        422,
        { files: ['fake.png: Only JPEG, PNG, WebP or GIF images and PDF documents can be uploaded.'] },
      ]);
      const large = await failureOf(uploadFiles(folder.id, [png('poster.png', 10.5 * 1024 * 1024)]));
      expect(large.fieldErrors).toEqual({ files: ['poster.png: A file may be at most 10 MB.'] });

      const clash = await failureOf(renameFile(picture?.id ?? 0, 'uploads'));
      expect(clash.fieldErrors).toEqual({ name: ['The name has already been taken.'] });
      expect((await renameFile(picture?.id ?? 0, 'cover.png')).name).toBe('cover.png');
      expect((await getFiles(folder.id)).map((entry) => entry.name)).toEqual(['uploads', 'cover.png']);

      await deleteFile(folder.id);
      expect((await getFiles()).map((entry) => entry.name)).toEqual(['banners', 'categories', 'uploads']);
      const gone = await failureOf(renameFile(picture?.id ?? 0, 'again.png'));
      expect(gone.status).toBe(404);
    },
  );
});

eachServer('icon manager', (server) => {
  it.runIf(server.seeded)('lists the icons', async () => {
    await asAdmin();
    expect((await getIcons()).map((icon) => icon.name)).toEqual([
      'dinosaur',
      'lantern',
      'pumpkin',
      'snowflake',
      'wave',
      'sign',
      'gear',
      'truck',
      'star',
      'heart',
    ]);
  });

  it.runIf(server.seeded && server.writable)(
    'stores an uploaded icon cleaned of scripts, refuses what is no SVG or over 100 KB, and deletes one',
    async () => {
      await asAdmin();
      const [icon] = await uploadIcons([svg('castle.svg', '<script>alert(1)</script><path d="M2 2h20v20H2z"/>')]);
      expect(icon?.name).toBe('castle');
      expect(icon?.url).toMatch(/castle\.svg$/);
      // What is served is the cleaned copy.
      const served = await fetch(`${server.url}${icon?.url}`);
      expect(served.headers.get('content-type')).toBe('image/svg+xml');
      const text = await served.text();
      expect([text.includes('<path'), text.includes('script'), text.includes('alert')]).toEqual([true, false, false]);
      const notSvg = await failureOf(uploadIcons([new File(['plain text'], 'notes.svg', { type: 'image/svg+xml' })]));
      expect([notSvg.status, notSvg.fieldErrors]).toEqual([
        422,
        { icons: ['notes.svg: An icon must be an SVG image.'] },
      ]);
      const big = await failureOf(uploadIcons([svg('huge.svg', `<!--${'x'.repeat(101 * 1024)}-->`)]));
      expect(big.fieldErrors).toEqual({ icons: ['huge.svg: An icon may be at most 100 KB.'] });

      expect((await getIcons()).at(-1)?.name).toBe('castle');
      await deleteIcon(icon?.id ?? 0);
      expect((await getIcons()).map((row) => row.name)).not.toContain('castle');
      const again = await failureOf(deleteIcon(icon?.id ?? 0));
      expect(again.status).toBe(404);
    },
  );
});
