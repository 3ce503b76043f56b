// Operation documents: the admin's folder tree (list, create, rename, access, delete), uploads into a folder under the
// 20 MB document limit and PHP's body limit, a file's delete, and the folders a customer sees with their path.
import {
  createOperationDocumentFolder,
  deleteOperationDocument,
  deleteOperationDocumentFolder,
  getMyDocuments,
  getOperationDocuments,
  login,
  renameOperationDocumentFolder,
  setOperationDocumentAccess,
  uploadOperationDocuments,
} from '@factory/api';
import { expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

const password = 'password';
const asAdmin = () => login({ email: 'admin@example.com', password, remember: false });
const asCustomer = () => login({ email: 'customer@example.com', password, remember: false });

/** A PDF of `bytes` bytes: its header is what a server's type check reads. */
function pdf(name: string, bytes = 1024) {
  const content = new Uint8Array(bytes);
  content.set(new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n'));
  return new File([content], name, { type: 'application/pdf' });
}

eachServer('operation documents', (server) => {
  const seededAndWritable = server.seeded && server.writable;

  it.runIf(server.seeded)('lists the top folders with their files and access; sub-folders when asked', async () => {
    await asAdmin();
    const top = await getOperationDocuments();
    expect(top.map((folder) => folder.title)).toEqual([
      'Price lists',
      'Catalogues',
      'Installation guides',
      'Certificates',
      'Shipping',
    ]);
    expect(top[0]).toMatchObject({ parent_id: null, customer_ids: [1], company_ids: [] });
    expect(top[0]?.files?.map((file) => [file.name, file.mime_type])).toEqual([
      ['price-list-2026.pdf', 'application/pdf'],
      ['price-list-2025.pdf', 'application/pdf'],
    ]);
    expect(top[0]?.children).toBeUndefined();
    const tree = await getOperationDocuments({ includeChildren: true });
    expect(tree[2]?.children?.map((child) => [child.title, child.files?.length])).toEqual([
      ['Animatronics', 2],
      ['Lighting', 1],
    ]);
  });

  it.runIf(server.seeded)(
    "shows a customer the folders shared with them or their company, a staff login none, and refuses a customer the admin's list",
    async () => {
      await asCustomer();
      const mine = await getMyDocuments();
      expect(mine.map((folder) => [folder.title, folder.path, folder.children?.map((child) => child.title)])).toEqual([
        ['Price lists', [], ['Distributors']],
      ]);
      const refused = await failureOf(getOperationDocuments());
      expect(refused.status).toBe(403);
      await login({ email: 'staff@example.com', password, remember: false });
      expect(await getMyDocuments()).toEqual([]);
    },
  );

  it.runIf(seededAndWritable)(
    "refuses a folder without a title, with a long one or in an unknown folder, with the spec's texts",
    async () => {
      await asAdmin();
      const empty = await failureOf(createOperationDocumentFolder({ title: ' ', parent_id: null }));
      expect([empty.status, empty.fieldErrors]).toEqual([422, { title: ['Input must not be empty.'] }]);
      const long = await failureOf(createOperationDocumentFolder({ title: 'x'.repeat(256), parent_id: 999 }));
      expect(long.fieldErrors).toEqual({
        title: ['must be less than or equal to 255'],
        parent_id: ['The selected parent id is invalid.'],
      });
    },
  );

  it.runIf(seededAndWritable)(
    'creates, renames and shares a folder: a shared sub-folder reaches the customer with the titles above it',
    async () => {
      await asAdmin();
      const parent = await createOperationDocumentFolder({ title: ' Projects 2026 ', parent_id: null });
      expect(parent).toEqual({
        id: parent.id,
        title: 'Projects 2026',
        parent_id: null,
        files: [],
        children: [],
        customer_ids: [],
        company_ids: [],
      });
      const child = await createOperationDocumentFolder({ title: 'Q4', parent_id: parent.id });
      expect(child.parent_id).toBe(parent.id);
      const blank = await failureOf(renameOperationDocumentFolder(child.id, ''));
      expect(blank.fieldErrors).toEqual({ title: ['Input must not be empty.'] });
      expect((await renameOperationDocumentFolder(child.id, 'Q4 drawings')).title).toBe('Q4 drawings');
      const unknown = await failureOf(
        setOperationDocumentAccess(child.id, { customer_ids: [1, 99_999], company_ids: [] }),
      );
      expect([unknown.status, unknown.fieldErrors]).toEqual([
        422,
        { 'customer_ids.1': ['The selected customer_ids.1 is invalid.'] },
      ]);
      const shared = await setOperationDocumentAccess(child.id, { customer_ids: [1], company_ids: [3] });
      expect([shared.customer_ids, shared.company_ids]).toEqual([[1], [3]]);
      expect((await getOperationDocuments({ includeChildren: true })).at(-1)?.children?.[0]?.customer_ids).toEqual([1]);

      await asCustomer();
      const mine = await getMyDocuments();
      expect(mine.map((folder) => [folder.title, folder.path])).toEqual([
        ['Price lists', []],
        ['Q4 drawings', ['Projects 2026']],
      ]);

      await asAdmin();
      await setOperationDocumentAccess(child.id, { customer_ids: [], company_ids: [] });
      await asCustomer();
      expect((await getMyDocuments()).map((folder) => folder.title)).toEqual(['Price lists']);

      await asAdmin();
      await deleteOperationDocumentFolder(parent.id);
      expect((await getOperationDocuments()).map((folder) => folder.title)).not.toContain('Projects 2026');
      // The folder inside went with it.
      const gone = await failureOf(renameOperationDocumentFolder(child.id, 'Again'));
      expect(gone.status).toBe(404);
    },
  );

  it.runIf(seededAndWritable)(
    'uploads a document as multipart, refuses a type the limit does not take, and deletes a file for good',
    async () => {
      await asAdmin();
      const folder = await createOperationDocumentFolder({ title: 'Uploads check', parent_id: null });
      const [added, ...more] = await uploadOperationDocuments(folder.id, [pdf('layout plan.pdf', 2048)]);
      expect(more).toEqual([]);
      expect(added).toMatchObject({ name: 'layout plan.pdf', mime_type: 'application/pdf', size: 2048 });
      // Served back as a download, never as a page the browser would run.
      const served = await fetch(`${server.url}${added?.url}`);
      expect([served.status, served.headers.get('content-disposition')?.split(';')[0]]).toEqual([200, 'attachment']);
      expect((await served.arrayBuffer()).byteLength).toBe(2048);
      const text = new File(['just words'], 'notes.txt', { type: 'text/plain' });
      const refused = await failureOf(uploadOperationDocuments(folder.id, [text]));
      expect([refused.status, refused.fieldErrors]).toEqual([
        422,
        { 'files.0': ['The file must be a PDF, Word, Excel, JPEG or PNG file.'] },
      ]);
      const none = await failureOf(uploadOperationDocuments(folder.id, []));
      expect(none.fieldErrors).toEqual({ files: ['Input must not be empty.'] });
      const listed = (await getOperationDocuments()).find((row) => row.id === folder.id);
      expect(listed?.files?.map((file) => file.name)).toEqual(['layout plan.pdf']);

      await deleteOperationDocument(added?.id ?? 0);
      const again = await failureOf(deleteOperationDocument(added?.id ?? 0));
      expect(again.status).toBe(404);
      expect((await getOperationDocuments()).find((row) => row.id === folder.id)?.files).toEqual([]);
      await deleteOperationDocumentFolder(folder.id);
    },
  );

  it.runIf(seededAndWritable)(
    'takes a 15 MB document, and answers 413 to one of the full 20 MB: its request is over the body limit',
    async () => {
      await asAdmin();
      const folder = await createOperationDocumentFolder({ title: 'Large files', parent_id: null });
      const [large] = await uploadOperationDocuments(folder.id, [pdf('drawings.pdf', 15 * 1024 * 1024)]);
      expect(large?.size).toBe(15 * 1024 * 1024);
      const full = await failureOf(uploadOperationDocuments(folder.id, [pdf('full.pdf', 20 * 1024 * 1024)]));
      expect([full.status, full.message]).toEqual([413, 'The server answered with an error (413).']);
      await deleteOperationDocumentFolder(folder.id);
    },
  );
});
